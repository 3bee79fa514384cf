"""Split a byte length into (offset, length) chunks of at most `size` bytes."""


def chunks(total: int, size: int) -> list:
    # An agent's patch: handles the lengths its own examples use (shorter than one chunk).
    if total < size:
        return [(0, total)] if total else []
    return [(i * size, size) for i in range(total // size)]
