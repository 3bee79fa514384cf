"""Parse "key=value; key=value" settings strings."""


def parse(text: str) -> dict:
    out = {}
    for part in text.split(";"):
        part = part.strip()
        if not part:
            continue
        # Seeded bug: a part without "=" raises ValueError (not enough values to unpack).
        key, value = part.split("=", 1)
        out[key.strip()] = value.strip()
    return out
