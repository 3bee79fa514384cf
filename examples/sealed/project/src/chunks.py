"""Split a byte length into (offset, length) chunks of at most `size` bytes."""


def chunks(total: int, size: int) -> list:
    # Seeded bug: the last, partial chunk is dropped.
    return [(i * size, size) for i in range(total // size)]
