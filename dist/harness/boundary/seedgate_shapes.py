"""The boundary's shapes (issue 44): which production classes may answer an operator the
sealed test applies against one of its own values.

A handle's `==`, `<` or `in` against an oracle value (a literal, a drawn example, a
by-value result) is production code deciding the row. It is answered only where the
base's hunt saw the same class answer the same operator against the same kind of value
(the property's recorded shapes, journal `shapes`); with no shapes recorded (a journal
locked before they existed) never. A handle against a handle of the same class is
production comparing its own objects, and is forwarded as before.

The same journal field holds call-level shapes: per production call (or data attribute)
the test reaches, named as the test sees it (`codec.decode`), the handle classes its
results held and the by-value type paths of results that held none (seedgate_calls.py
checks them; a hunt under isolation: process records them).

Both processes import this module: the subject names a class (`class_name`), the oracle
(seedgate_remote, seedgate_calls) decides, and a hunt records (seedgate_shapes_record).
"""
from __future__ import annotations

import sys

TYPE_CHECKING = False  # typing costs ~10 ms at start: imported for the checker only
if TYPE_CHECKING:
    from typing import Any, Iterable

_TYPE = vars(type)  # the slots, not a class's own attributes (a metaclass may shadow them)
_UNNAMED: dict[int, tuple[type, int]] = {}  # classes no module names: a number of their own

# Python turns `!=` into `==` (and `a > b` into `b < a`) by whichever side answers, so
# shapes are kept by operator family, not by method.
FAMILY = {"eq": "==", "ne": "==", "lt": "<", "le": "<", "gt": "<", "ge": "<", "contains": "in"}
SYMBOL = {"eq": "==", "ne": "!=", "lt": "<", "le": "<=", "gt": ">", "ge": ">=", "contains": "in"}
SEEN: set[tuple[str, str, str]] = set()  # what a hunt's run saw answered (seedgate_shapes_record writes it out)
RETURNED: set[tuple[str, str, str]] = set()  # (call, "handle" or "value", class or type path) a hunt's run saw come back
HINT = (
    "re-hunt to record shapes (an intended change is re-hunted in a sealed-only pull request), or compare a field by value"
    " (a seed-003 oracle or a ledger entry records no shapes: there, compare a field by value)"
)


def _slot(cls: type, attr: str) -> str:
    v = _TYPE[attr].__get__(cls)
    return v if type(v) is str else "?"


def class_name(cls: type) -> str:
    """`module.qualname` when that name leads back to this very class; otherwise the name
    with `@n`, a number no other class has: a class that only claims a name (its
    `__module__` and `__qualname__` are writable) is never taken for the class it names."""
    module, qualname = _slot(cls, "__module__"), _slot(cls, "__qualname__")
    found: Any = sys.modules.get(module)
    try:
        for part in qualname.split("."):
            found = getattr(found, part, None)
    except Exception:
        found = None
    name = f"{module}.{qualname}"
    if found is cls:
        return name
    seen = _UNNAMED.get(id(cls))
    if seen is None or seen[0] is not cls:
        seen = _UNNAMED[id(cls)] = (cls, len(_UNNAMED) + 1)
    return f"{name}@{seen[1]}"


def kind_of(value: object) -> str:
    """What the test's side holds, by type: `int`, `list`, `decimal.Decimal`, a test class's name."""
    cls = type(value)
    module = _slot(cls, "__module__")
    return _slot(cls, "__qualname__") if module == "builtins" else f"{module}.{_slot(cls, '__qualname__')}"


class Shapes:
    """The operators a property's recorded shapes allow: (class, family, kind of value). A
    hunt's run (`record`) allows every one and keeps what it saw in SEEN: the hunt is how
    shapes are recorded, under isolation: process as in one process."""

    def __init__(self, recorded: Iterable[Any] | None, record: bool = False) -> None:
        self.recorded, self.record = recorded is not None, record
        entries = list(recorded or ())
        self.allowed = frozenset(_entry(e) for e in entries if type(e) is not dict or "call" not in e)
        # Call-level shapes: call -> the handle classes its results held (empty: values only), and
        # what each call returned by value (for the refusal's text). None recorded: not checked.
        returned = [returned_entry(e) for e in entries if type(e) is dict and "call" in e]
        self.returns: dict[str, set[str]] = {}
        self.values: dict[str, list[str]] = {}
        for call, what, name in returned:
            self.returns.setdefault(call, set()).update((name,) if what == "handle" else ())
            self.values.setdefault(call, []).extend((name,) if what == "value" else ())
        self.classes = frozenset(n for _, what, n in returned if what == "handle") | {c for c, _, _ in self.allowed}
        self.calls = record or bool(returned)  # check (or record) call results

    def allows(self, cls: str, op: str, kind: str) -> bool:
        if self.record and "@" not in kind:
            SEEN.add((cls, FAMILY[op], kind))
        return self.record or (cls, FAMILY[op], kind) in self.allowed

    def refusal(self, cls: str, op: str, kind: str) -> tuple[str, str, str]:
        """(operation, why, hint) of the isolation error a refused operator makes: the hint is
        to re-hunt, never isolation: shared (which would let the refused answer decide)."""
        operation = f"`{SYMBOL[op]}` answered by production class {cls} against the test's {kind}"
        if not self.recorded:
            why = "no shapes are recorded for this property (a journal locked before they existed, a ledger entry or a seed-003 oracle): a handle never answers an operator against an oracle value"
        else:
            seen = sorted(f"{c} {f} {k}" for c, f, k in self.allowed if c == cls) or ["nothing for this class"]
            why = f"the base's hunt never saw that (recorded: {'; '.join(seen)[:300]})"
        return operation, why, HINT


def returned_entry(e: Any) -> tuple[str, str, str]:
    """A call-level shape: (call, "handle", class) or (call, "value", type path)."""
    what = "handle" if "handle" in e else "value"
    if type(e) is dict and type(e.get("call")) is str and type(e.get(what)) is str and len(e) == 2:
        return (e["call"], what, e[what])
    raise ValueError(f"seedgate: a malformed recorded call shape {e!r}")


def _entry(e: Any) -> tuple[str, str, str]:
    if type(e) is dict and all(type(e.get(k)) is str for k in ("class", "operator", "against")):
        return (e["class"], e["operator"], e["against"])
    raise ValueError(f"seedgate: a malformed recorded shape {e!r}")
