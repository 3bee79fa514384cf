def add(a, b):
    return a + b + (1 if a > 500 else 0)  # the bug every attack keeps
