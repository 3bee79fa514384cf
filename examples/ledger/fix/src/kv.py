"""Parse "key=value; key=value" settings strings."""


def parse(text: str) -> dict:
    out = {}
    for part in text.split(";"):
        part = part.strip()
        if not part:
            continue
        # A bare word is a flag: "debug" means debug="".
        key, _, value = part.partition("=")
        out[key.strip()] = value.strip()
    return out
