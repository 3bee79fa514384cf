"""The Python half of test/harness/codec-conformance.test.ts (not collected by pytest).

argv[1]: a harness folder (its rooms go on sys.path). stdin: {"vectors": [description],
"trees": [tree]}. stdout: {"encoded": [tree or {"refused": why}], "decoded": [description
or {"refused": why}]}: each vector built as a Python value and encoded, each tree (the
Node codec's) decoded and described. A description is the JSON form both halves share.
"""
import datetime
import json
import math
import os
import sys

sys.path[0:0] = [os.path.join(sys.argv[1], room) for room in ("protocol", "boundary", "evidence", "start")]

import seedgate_codec  # noqa: E402
import seedgate_exceptions  # noqa: E402,F401  registers the exception tags
import seedgate_temporal  # noqa: E402,F401  registers the date and time tags
from seedgate_codec import Refused  # noqa: E402

REGISTERED = (seedgate_exceptions, seedgate_temporal)  # imported for the tags they register

EPOCH = datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)
SPECIALS = {"NaN": math.nan, "Infinity": math.inf, "-Infinity": -math.inf, "-0": -0.0}


class Side:
    """Nothing without a by-value form crosses: the conformance vectors are all values."""

    def export(self, codec, v):
        raise Refused(f"no by-value form for {type(v).__name__}")

    def resolve(self, codec, x, d):
        raise Refused(f"an unknown value tag {x[0]!r}")

    def fresh(self, obj):
        pass

    def alias(self, v):
        return None

    def sent(self, v):
        pass

    def encode_exception(self, codec, exc, d):
        return seedgate_exceptions.encode_exception(codec, exc, d)


def build(x):
    kind = x["kind"]
    if kind in ("null", "bool", "str"):
        return x.get("value")
    if kind == "int":
        return int(x["value"])
    if kind == "float":
        return SPECIALS[x["value"]] if type(x["value"]) is str else float(x["value"])
    if kind == "bytes":
        return bytes.fromhex(x["hex"])
    if kind == "list":
        return [build(i) for i in x["items"]]
    if kind == "set":
        return {build(i) for i in x["items"]}
    if kind in ("dict", "map"):
        return {(k if kind == "dict" else build(k)): build(v) for k, v in x["entries"]}
    if kind == "instant":
        return EPOCH + datetime.timedelta(milliseconds=x["ms"])
    raise ValueError(kind)


def describe(v):
    t = type(v)
    if v is None:
        return {"kind": "null"}
    if t is bool or t is str:
        return {"kind": "bool" if t is bool else "str", "value": v}
    if t is int:
        return {"kind": "int", "value": str(v)}
    if t is float:
        if v != v or v in (math.inf, -math.inf) or (v == 0 and math.copysign(1.0, v) < 0):
            return {"kind": "float", "value": "NaN" if v != v else "Infinity" if v > 0 else "-Infinity" if v < 0 else "-0"}
        return {"kind": "float", "value": v}
    if t is bytes:
        return {"kind": "bytes", "hex": v.hex()}
    if t is list:
        return {"kind": "list", "items": [describe(i) for i in v]}
    if t is set:
        return {"kind": "set", "items": sorted((describe(i) for i in v), key=lambda d: json.dumps(d, separators=(",", ":")))}
    if t is dict:
        if all(type(k) is str for k in v):
            return {"kind": "dict", "entries": [[k, describe(i)] for k, i in v.items()]}
        return {"kind": "map", "entries": [[describe(k), describe(i)] for k, i in v.items()]}
    if t is datetime.datetime and v.tzinfo is datetime.timezone.utc:
        delta = v - EPOCH
        return {"kind": "instant", "ms": delta.days * 86_400_000 + delta.seconds * 1000 + delta.microseconds // 1000}
    return {"kind": "other", "type": t.__name__}


def attempt(fn):
    try:
        return fn()
    except Refused as exc:
        return {"refused": str(exc)}


def main():
    job = json.load(sys.stdin)
    codec = seedgate_codec.Codec(Side())
    encoded = [attempt(lambda: codec.encode(build(v))) for v in job["vectors"]]
    decoded = [attempt(lambda: describe(codec.decode(json.loads(json.dumps(t))))) for t in job["trees"]]
    sys.stdout.write(json.dumps({"encoded": encoded, "decoded": decoded}))


main()
