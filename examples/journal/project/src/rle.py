"""Run-length encoding: "aaab" <-> "3a1b"."""


def encode(text: str) -> str:
    out = []
    i = 0
    while i < len(text):
        j = i
        while j < len(text) and text[j] == text[i]:
            j += 1
        # Seeded bug: a run of ten or more writes a two-digit count, which
        # decode() reads back as two single-digit runs.
        out.append(f"{j - i}{text[i]}")
        i = j
    return "".join(out)


def decode(code: str) -> str:
    out = []
    for k in range(0, len(code), 2):
        out.append(code[k + 1] * int(code[k]))
    return "".join(out)
