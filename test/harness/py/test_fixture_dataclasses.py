"""Dataclass instances in typed fixtures (issue 47 item 1).

An instance is stored by its class's name and its init fields by name, each a typed tree
(nested dataclasses, enum members, Decimals...), and replayed by calling the class with
them. Refused naming the argument and the class: an init=False field, an InitVar, an
__init__ of the class's own, a class in a function or one that claims another's name, a
field with no typed form. A fixture whose class's fields changed, or whose name leads to no
dataclass, does not decode (under isolation: process, an error row naming the fixture and the
class from either replay harness); the wire never carries the tag."""
import dataclasses
import decimal
import enum
import json
import typing

import pytest
from hypothesis import given, settings, strategies as st

import seedgate_codec
import seedgate_fixture
from seedgate_codec import Refused
from test_codec import Side


class Currency(enum.Enum):
    EUR = "eur"
    JPY = "jpy"


@dataclasses.dataclass(frozen=True)
class Money:
    amount: decimal.Decimal
    currency: Currency


@dataclasses.dataclass
class Ledger:
    owner: str
    entries: list
    total: Money | None = None
    rate: typing.ClassVar[int] = 3  # no field: never stored
    note: bytes = dataclasses.field(default=b"", kw_only=True)


@dataclasses.dataclass
class Cached:
    x: int
    seen: int = dataclasses.field(default=0, init=False)


@dataclasses.dataclass
class Scaled:
    x: int
    factor: dataclasses.InitVar[int] = 1


@dataclasses.dataclass(init=False)
class OwnInit:
    x: int

    def __init__(self, y):
        self.x = y * 2


@dataclasses.dataclass
class Holder:
    thing: object


Alias = Money


def stored(value):
    return seedgate_fixture.decode(seedgate_fixture.encode({"v": value}).encode())["v"]


def tree_of(value):
    return json.loads(seedgate_fixture.encode({"v": value}))["arguments"]["v"]


MONEY = st.builds(Money, amount=st.decimals(allow_nan=False, allow_infinity=False, places=2), currency=st.sampled_from(Currency))
LEDGERS = st.builds(Ledger, owner=st.text(), entries=st.lists(MONEY | st.integers(), max_size=3), total=st.none() | MONEY, note=st.binary(max_size=4))


@settings(deadline=None, database=None, max_examples=200)
@given(st.one_of(MONEY, LEDGERS, st.lists(MONEY, max_size=2).map(tuple)))
def test_every_drawn_dataclass_is_stored_exactly(value):
    back = stored(value)
    assert type(back) is type(value) and back == value
    if isinstance(value, Ledger) and value.total is not None:
        assert type(back.total) is Money and back.total.currency is value.total.currency


def test_an_instance_is_its_classs_name_and_its_init_fields_by_name():
    assert tree_of(Money(decimal.Decimal("1.50"), Currency.JPY)) == ["dc", __name__, "Money", "amount", ["N", "1.50"], "currency", ["en", __name__, "Currency", "JPY"]]
    assert tree_of(Ledger("a", [1], note=b"x")) == ["dc", __name__, "Ledger", "owner", "a", "entries", ["L", 1], "total", None, "note", ["b", "eA=="]]


def test_the_wire_never_carries_a_dataclass_by_name():
    codec = seedgate_codec.Codec(Side())
    assert codec.encode(Money(decimal.Decimal(1), Currency.EUR))[0] == "H"  # the side's: a handle
    with pytest.raises(Refused, match="which only a fixture holds"):
        codec.decode(["dc", __name__, "Money", "amount", ["N", "1"], "currency", "eur"])


def local_class():
    @dataclasses.dataclass
    class Local:
        x: int

    return Local(1)


@dataclasses.dataclass
class Claimer:
    x: int


Claimer.__qualname__ = "Money"  # Money's name, Money's module


@pytest.mark.parametrize(
    "value, message",
    [
        (Cached(1), r"Cached\) .*field seen is init=False"),
        (Scaled(1, 2), r"Scaled\) .*an InitVar \(factor\)"),
        (OwnInit(2), r"OwnInit\) .*an __init__ of its own"),
        (local_class(), r"Local\) .*a name that does not lead back to that class"),
        (Claimer(1), r"Money\) .*a name that does not lead back to that class"),
        (Holder(object()), r"Holder\) .*a object, which has no typed form, in the field thing of the dataclass test_fixture_dataclasses\.Holder$"),
        (Ledger("a", [Holder(1), Cached(1)]), r"Ledger\) .*Cached whose field seen is init=False, which its constructor does not take, in the field entries of the dataclass test_fixture_dataclasses\.Ledger$"),
    ],
)
def test_a_dataclass_a_fixture_cannot_rebuild_is_refused_naming_the_argument_and_the_class(value, message):
    with pytest.raises(seedgate_fixture.Unstorable, match=r"argument v \(.*" + message):
        seedgate_fixture.encode({"v": value})


def fixture(tree):
    return json.dumps({"$seedgate-fixture": 1, "arguments": {"v": tree}}).encode()


@pytest.mark.parametrize(
    "tree, message",
    [
        (["dc", __name__, "Money", "amount", ["N", "1"]], r"init fields are now \(amount, currency\), not the fixture's \(amount\)"),
        (["dc", __name__, "Money", "currency", "eur", "amount", ["N", "1"]], r"not the fixture's \(currency, amount\)"),
        (["dc", __name__, "Alias", "amount", ["N", "1"], "currency", ["en", __name__, "Currency", "EUR"]], "a name that now leads to another class"),
        (["dc", __name__, "Currency", "x", 1], "a name that now leads to no dataclass"),
        (["dc", __name__, "Holder.x", "thing", 1], "a name that now leads to no dataclass"),
        (["dc", "seedgate_no_such_module", "Money"], "whose module does not import"),
        (["dc", __name__, "Cached", "x", 1], r"field seen is init=False"),
        (["dc", __name__, "Money", "amount"], "a malformed dataclass"),
        (["dc", __name__, "Holder", 1, 2], "a malformed dataclass"),
        (["dc", __name__, "OwnInit", "x", 1], "an __init__ of its own"),
    ],
)
def test_a_fixture_whose_class_changed_does_not_decode(tree, message):
    with pytest.raises(Refused, match=message):
        seedgate_fixture.decode(fixture(tree))


def test_a_constructor_that_refuses_the_stored_fields_does_not_decode():
    @dataclasses.dataclass
    class Checked:
        x: int

        def __post_init__(self):
            if self.x < 0:
                raise ValueError("negative")

    globals()["Checked"] = Checked
    Checked.__qualname__ = "Checked"
    try:
        assert tree_of(Checked(1)) == ["dc", __name__, "Checked", "x", 1]
        with pytest.raises(Refused, match=r"Checked whose constructor refuses the stored fields \(ValueError: negative\)"):
            seedgate_fixture.decode(fixture(["dc", __name__, "Checked", "x", -1]))
    finally:
        del globals()["Checked"]


@pytest.mark.parametrize("script", ["replay_fixture.py", "replay_fixture_batch.py"])
def test_under_process_a_fixture_whose_production_dataclass_changed_is_an_error_row_naming_it(tmp_path, script):
    from boot_run import run_harness

    path = tmp_path / "span.json"  # semver.Span's init fields are (low, high, width)
    path.write_text(json.dumps({"$seedgate-fixture": 1, "arguments": {"keys": ["dc", "semver", "Span", "low", 1, "width", 2]}}))
    selector = "tests/test_semver.py::test_a_key_function_callback"
    args = ["{oracle}", selector, str(path), "0"] if script == "replay_fixture.py" else ["{oracle}", selector, "0", "30", str(path)]
    rows, code, out = run_harness(tmp_path / "run", "realistic", "process", script, args)
    [row] = [r.get("row", r) for r in rows]
    assert row["outcome"] == "error", out
    named = str(path) if script == "replay_fixture.py" else "../../span.json"  # the batch names it from the root, as its row's key
    assert row["detail"] == f"the fixture {named} cannot be replayed: it holds a dataclass semver.Span whose init fields are now (low, high, width), not the fixture's (low, width)", out
