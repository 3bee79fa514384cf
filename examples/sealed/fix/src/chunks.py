"""Split a byte length into (offset, length) chunks of at most `size` bytes."""


def chunks(total: int, size: int) -> list:
    return [(offset, min(size, total - offset)) for offset in range(0, total, size)]
