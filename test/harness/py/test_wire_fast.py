"""The wire's fast paths (issue 46 item 1) give what the full paths give, and no read is cached.

seedgate_wire frames a message with a C encoder built once and parses one with the scanner
alone: the same bytes out and the same values in as JSONEncoder.encode and
JSONDecoder.decode, and what the scanner does not take whole still goes through the full
decoder (so what is refused is unchanged). seedgate_codec sends the oracle's own proxies
straight to the side's export: the same tree as its full walk. Through a real subject,
production state that changes between two reads is seen changed.
"""
import json
import math
import os
import subprocess
import sys

import pytest
from hypothesis import given, settings, strategies as st

import seedgate_oracle
import seedgate_proxy
import seedgate_remote
import seedgate_wire
from conftest import ROOMS, harness_file

_REGISTERED = (seedgate_proxy, seedgate_remote)  # imported for what they register: the module, object and class proxies

leaves = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True, allow_infinity=True) | st.text()
trees = st.recursive(leaves, lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=5), inner, max_size=4), max_leaves=30)


@settings(max_examples=400, deadline=None)
@given(trees)
def test_a_frame_is_the_bytes_the_full_encoder_writes(tree):
    assert seedgate_wire._frame_text(tree) == seedgate_wire._dumps(tree)


@settings(max_examples=400, deadline=None)
@given(trees)
def test_a_frame_parses_to_what_the_full_decoder_reads(tree):
    text = seedgate_wire._dumps(tree)
    got, want = seedgate_wire._parse(text), seedgate_wire._loads(text)
    assert json.dumps(got, allow_nan=True) == json.dumps(want, allow_nan=True)  # nan != nan: compared as text


def test_a_lone_surrogate_and_specials_frame_alike():
    for tree in (["\ud800", "é", "\x00"], [math.nan, -math.inf, -0.0, 2**70], {"k": [None, True]}):
        assert seedgate_wire._frame_text(tree) == seedgate_wire._dumps(tree)


@pytest.mark.parametrize("text", ["", " ", " [1]", "[1] ", "[1]x", "[1][2]", "[1", "NaN", '["q"]\n', "\ufeff[1]", "[1,]"])
def test_what_the_scanner_does_not_take_whole_is_read_or_refused_as_before(text):
    def outcome(parse):
        try:
            return "value", json.dumps(parse(text), allow_nan=True)
        except ValueError as exc:
            return "refused", type(exc).__name__

    assert outcome(seedgate_wire._parse) == outcome(seedgate_wire._loads)


def test_each_proxy_encodes_as_the_full_walk_encodes_it():
    side = seedgate_oracle.SIDE
    proxies = [
        side.codec.decode(["H", 900001, "o", "money.Money"]),
        side.codec.decode(["H", 900002, "c", "money.parse"]),
        side.codec.decode(["H", 900003, "t", "money", "Money"]),
        side.codec.decode(["H", 900004, "m", "money"]),
        side.codec.decode(["H", 900005, "t", "money", "Color", "e"]),  # an enum class's proxy
    ]
    assert all(side.codec.exported.get(id(type(p))) is type(p) for p in proxies)
    fast = [side.codec.encode(p) for p in proxies]
    kept, side.codec.exported = side.codec.exported, {}
    try:
        slow = [side.codec.encode(p) for p in proxies]
    finally:
        side.codec.exported = kept
    assert fast == slow == [["H", 900001], ["H", 900002], ["H", 900003], ["H", 900004], ["H", 900005]]
    assert side.codec.encode((proxies[0], [1, proxies[3]])) == ["T", ["H", 900001], ["L", 1, ["H", 900004]]]


DRIVER = """
import json, os, sys
sys.path[0:0] = json.loads(sys.argv[1])
import seedgate_proxy
tree = sys.argv[2]
env = {"PATH": "/usr/bin:/bin", "SEEDGATE_SUBJECT": json.dumps({"roots": [tree]})}
seedgate_proxy.start({"argv": [sys.executable, "-s", sys.argv[3]], "env": env, "cwd": tree})
seedgate_proxy.route(["counter"])
import counter
seen = []
for _ in range(3):
    seen.append(counter.LIMIT)  # module data: production rebinds it on every tick
    counter.tick()
box = counter.Box()
for _ in range(3):
    seen.append(box.n)  # an attribute production rebinds
    box.bump()
seen.append(counter.Box.kind)  # a class attribute production rebinds
counter.rename()
seen.append(counter.Box.kind)
print(json.dumps(seen))
"""

COUNTER = """
LIMIT = 10
def tick():
    global LIMIT
    LIMIT += 1
class Box:
    kind = "plain"
    def __init__(self):
        self.n = 0
    def bump(self):
        self.n += 1
def rename():
    Box.kind = "renamed"
"""


def test_production_state_read_twice_is_read_twice(tmp_path):
    (tmp_path / "counter.py").write_text(COUNTER)
    out = subprocess.run(
        [sys.executable, "-c", DRIVER, json.dumps(ROOMS), str(tmp_path), harness_file("seedgate_subject.py")],
        capture_output=True, text=True, timeout=60, cwd=str(tmp_path), env={"PATH": os.environ.get("PATH", "/usr/bin:/bin")},
    )
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == [10, 11, 12, 0, 1, 2, "plain", "renamed"]


class _Meta(type):
    """A metaclass whose classes cannot be hashed and that refuses to be compared."""

    def __eq__(cls, other):
        raise AssertionError("the codec compared a class")

    __hash__ = None  # type: ignore[assignment]


class _Odd(metaclass=_Meta):
    pass


def test_the_fast_path_asks_a_class_nothing_the_full_walk_does_not():
    side = seedgate_oracle.SIDE

    def outcome():
        try:
            return side.codec.encode(_Odd())
        except BaseException as exc:  # the full walk's own answer, whatever it is
            return type(exc).__name__

    fast = outcome()
    kept, side.codec.exported = side.codec.exported, {}
    try:
        assert outcome() == fast
    finally:
        side.codec.exported = kept
