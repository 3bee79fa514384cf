"""seedgate's literal reader for printed falsifying examples.

Hypothesis prints the shrunk failing input as a call, `test_x(a=1, b=[2])`.
This parses that call with `ast` and evaluates each keyword argument with
`ast.literal_eval` (never `eval`: the text came out of a test run), and prints
the keyword arguments as canonical JSON: sorted keys, no spaces, UTF-8.

JSON cannot hold every Python literal. Bytes and tuples are tagged
(`{"$bytes": base64}`, `{"$tuple": [...]}`) and the replay untags them (seedgate_fixture.py);
anything else that would not round-trip exactly (sets, complex, NaN, infinities,
non-string keys, lone surrogates) is refused with exit 3, so a fixture is never a lossy copy.

argv: CALL (one call: its JSON on stdout), or --many IN_PATH OUT_PATH (a hunt's
calls at once, one process for all: IN_PATH holds a JSON list of call strings,
OUT_PATH gets a JSON list with one entry per call, in order: {"json": TEXT} or
{"error": REASON}; one call that cannot be recorded never spoils the others).
"""
import ast
import base64
import json
import math
import sys


class Unrepresentable(Exception):
    pass


def encode(value, where):
    if isinstance(value, str):
        return text(value, where)
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        if math.isnan(value) or math.isinf(value):
            raise Unrepresentable(f"{where} is {value!r}, which JSON cannot hold")
        return value
    if isinstance(value, bytes):
        return {"$bytes": base64.b64encode(value).decode("ascii")}
    if isinstance(value, list):
        return [encode(v, f"{where}[{i}]") for i, v in enumerate(value)]
    if isinstance(value, tuple):
        return {"$tuple": [encode(v, f"{where}[{i}]") for i, v in enumerate(value)]}
    if isinstance(value, dict):
        if any(not isinstance(k, str) for k in value):
            raise Unrepresentable(f"{where} has a key that is not a string")
        for k in value:
            text(k, f"{where} key {k!r}")
        if len(value) == 1 and next(iter(value)) in ("$bytes", "$tuple"):
            raise Unrepresentable(f"{where} is a dict that looks like a seedgate tag")
        return {k: encode(v, f"{where}[{k!r}]") for k, v in value.items()}
    raise Unrepresentable(f"{where} is a {type(value).__name__}, which JSON cannot hold exactly")


def text(value, where):
    # A lone surrogate has no UTF-8 form: the fixture would hold U+FFFD, not the input.
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise Unrepresentable(f"{where} holds a lone surrogate, which UTF-8 cannot hold") from None
    return value


def keyword_arguments(call_text):
    tree = ast.parse(call_text.strip(), mode="eval")
    call = tree.body
    if not isinstance(call, ast.Call):
        raise ValueError("the falsifying example is not a call")
    if call.args:
        raise ValueError("the falsifying example has positional arguments; only keyword arguments can be replayed")
    out = {}
    for kw in call.keywords:
        if kw.arg is None:
            raise ValueError("the falsifying example uses **kwargs")
        try:
            value = ast.literal_eval(kw.value)
        except ValueError as exc:
            raise Unrepresentable(f"argument {kw.arg} is not a Python literal ({exc})") from None
        out[kw.arg] = encode(value, kw.arg)
    return out


def canonical(call_text):
    """The call's keyword arguments as canonical JSON text; raises what cannot be recorded."""
    kwargs = keyword_arguments(call_text)
    return json.dumps(kwargs, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


REFUSED = (SyntaxError, ValueError, Unrepresentable, RecursionError, MemoryError)


def main(call_text):
    try:
        text = canonical(call_text)
    except REFUSED as exc:
        sys.stderr.write(f"seedgate: cannot record the falsifying example: {exc}\n")
        return 3
    sys.stdout.write(text)
    return 0


def main_many(in_path, out_path):
    with open(in_path, encoding="utf-8") as fh:
        calls = json.load(fh)
    if not isinstance(calls, list) or not all(isinstance(c, str) for c in calls):
        sys.stderr.write("seedgate: --many takes a JSON list of call strings\n")
        return 2
    out = []
    for call_text in calls:
        try:
            out.append({"json": canonical(call_text)})
        except REFUSED as exc:
            out.append({"error": f"cannot record the falsifying example: {exc}"})
    with open(out_path, "w", encoding="utf-8") as fh:
        json.dump(out, fh)  # ASCII-escaped: the canonical text inside is UTF-8 again once parsed
    return 0


if __name__ == "__main__":
    if sys.argv[1] == "--many":
        sys.exit(main_many(sys.argv[2], sys.argv[3]))
    sys.exit(main(sys.argv[1]))
