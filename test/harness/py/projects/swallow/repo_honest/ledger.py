def double(n):
    return 2 * n


class Guard:
    """A context manager that does not suppress: it only counts."""

    entered = 0

    def __enter__(self):
        Guard.entered += 1
        return self

    def __exit__(self, t, v, tb):
        return False


def check_with(check, value):
    check(value)


def keep_parsed(parse, xs):
    out = []
    for x in xs:
        try:
            out.append(parse(x))
        except ValueError:
            continue  # production's own choice: a value it cannot parse is skipped
    return out
