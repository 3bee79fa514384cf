"""Run-length encoding: "aaab" <-> "3a1b"."""


def encode(text: str) -> str:
    out = []
    i = 0
    while i < len(text):
        j = i
        # A count is one digit: a run longer than nine is written as several runs.
        while j < len(text) and text[j] == text[i] and j - i < 9:
            j += 1
        out.append(f"{j - i}{text[i]}")
        i = j
    return "".join(out)


def decode(code: str) -> str:
    out = []
    for k in range(0, len(code), 2):
        out.append(code[k + 1] * int(code[k]))
    return "".join(out)
