import money


def check(case):
    assert money.add(case["a"], case["b"]) == case["a"] + case["b"]
