"""What the sealed test reads from production before its first example, by value (issue 44 item 4).

A sealed strategy can take a bound, a constant, a registry or a sample list from
production code (`st.integers(0, mylib.MAX_LEN)`, `st.sampled_from(mylib.CODECS)`): a
pull request that narrows the bound below the bug makes the property pass with the bug
kept. So seedgate records, per property, each `@given` argument's strategy as
Hypothesis prints it once resolved (lazy strategies print the arguments they were built
with, read at import; `deferred` prints what its definition returned), and the hunt
stores that in the journal (`sealed_inputs`); a lane's pass requires the same text.

The text is the oracle's own for plain data (an int bound, a list of str): under
`isolation: process` such values crossed by value. A production object inside a
strategy (a handle's class name, an object in `just(...)`) prints as production prints
it; an object's address is blanked so two runs compare. A printed form longer than
LIMIT is kept as its sha256. Resolution happens before the first example, as Hypothesis
would resolve it itself: nothing is drawn, so a seed's examples are unchanged.

Hypothesis prints `sampled_from(ProdEnum)` (and `from_type(ProdEnum)`, resolved) as
`sampled_from(mylib.Color)`: the class, not its members, so a pull request that removes the
member the bug needs would keep the text. The text therefore ends with the members every
such strategy in the resolved tree draws from, each as `NAME=value`, by class
(`sampled_from(mylib.Color) | members mylib.Color (3) [RED=1, GREEN=2, BLUE=3]`; the names and
values are production's answers, compared with the base's). Nothing before MARK changes:
a journal that recorded the older text is compared with what precedes the lane's last MARK
(sealed-inputs.ts), so MARK never appears in a listing, and a printed strategy that holds it
(a production repr) always gets one.

Beside the strategies, each top-level `from M import NAME` of the sealed test file whose M
is production (a proxy under `isolation: process`; under `shared`, a module loaded from a
production root outside the test's own folder) and whose value is plain data (exact
built-in scalars and containers of them) is recorded under the key `from M import NAME`:
a bound the test body reads (`assume(len(xs) <= MAX_LEN)`) is held too. A production
attribute the body reads while an example runs (`codec.MAX_LEN` inside the test) is not.
"""
from __future__ import annotations

import ast
import enum
import hashlib
import os
import re
import sys

LIMIT = 2000
_ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")


def _bounded(text: str) -> str:
    if len(text) > LIMIT:
        return f"sha256:{hashlib.sha256(text.encode('utf-8', 'surrogatepass')).hexdigest()} ({len(text)} characters)"
    return text


def printed(strategy) -> str:
    """The strategy as Hypothesis prints it once resolved, its object addresses blanked, then the enum members it draws from."""
    try:
        strategy.validate()  # resolves lazy and deferred strategies: what the first example would read
    except Exception as e:  # an invalid strategy errors the run itself; its text still says what it read
        return f"<unresolved: {type(e).__name__}>"
    text = _bounded(_ADDRESS.sub(" at 0x…", repr(strategy)))
    listed = "; ".join(sorted({_listing(dotted, elements) for dotted, elements in _enum_samples(strategy)}))
    return text + MARK + (listed or "none") if listed or MARK in text else text


MARK = " | members "
_ENUM_TEXT = re.compile(r"sampled_from\(([A-Za-z_][\w.]*)\)")  # Hypothesis' text for an enum class, never for a sequence's repr of its own
_WALK = 5000  # strategy nodes and container items walked per argument


def _tree(root):
    """The strategies under `root`, itself first, each once: arguments, wrapped and inner strategies (never a sample's elements)."""
    from hypothesis.strategies import SearchStrategy

    seen, stack, found, steps = set(), [root], [], 0
    while stack and steps < _WALK:
        x, steps = stack.pop(), steps + 1
        kind = type(x)  # never isinstance: a handle's __class__ is the subject's answer
        if id(x) in seen or not (kind in (list, tuple, dict) or issubclass(kind, SearchStrategy)):
            continue
        seen.add(id(x))
        if kind in (list, tuple, dict):
            stack.extend(reversed(list(x.values() if kind is dict else x)[:_WALK]))
            continue
        found.append(x)
        stack.extend(reversed([v for k, v in vars(x).items() if k != "elements"]))
    return found


def _enum_samples(strategy):
    """(class text, members) for each sampled_from over an enum class in the resolved tree."""
    from hypothesis.strategies._internal.lazy import LazyStrategy
    from hypothesis.strategies._internal.strategies import SampledFromStrategy

    for node in _tree(strategy):
        if type(node) is SampledFromStrategy and type(node.repr_) is str and _ENUM_TEXT.fullmatch(node.repr_):
            yield node.repr_[13:-1], node.elements
        elif type(node) is LazyStrategy and _ENUM_TEXT.fullmatch(repr(node)):
            # A Flag: Hypothesis samples its single members inside, combining them with `|`.
            inner = [n for n in _tree(node)[1:] if type(n) is SampledFromStrategy]
            if inner:
                yield repr(node)[13:-1], inner[0].elements


def _listing(dotted: str, elements) -> str:
    """`mylib.Color (3) [RED=1, GREEN=2, BLUE=3]`: the members a strategy draws, as production names and prints them."""
    try:
        parts = [_member(dotted, e) for e in elements]
    except Exception as e:  # production's answer for a member; the base's hunt read it the same way
        parts = [f"<unlisted: {type(e).__name__}>"]
    listed = _bounded(", ".join(parts))
    return f"{dotted} ({len(elements)}) [{listed}]".replace(MARK, " |members ")


def _member(dotted: str, e) -> str:
    remote = sys.modules.get("seedgate_remote")
    if remote is not None and type(e) is remote.Remote:
        ask = sys.modules["seedgate_oracle"].ask  # raw requests: no read is recorded as the test's (seedgate_calls)
        name, raw = ask("getattr", e, "_name_"), ask("getattr", e, "_value_")
    elif isinstance(type(e), enum.EnumMeta):
        name, raw = e._name_, e._value_
    else:  # the wire's form of an IntEnum's or StrEnum's member under isolation: process, its bare value: named by its class
        name, raw = _name_by_value(dotted, e), e
    value = plain(raw)
    shown = value if value is not None else _ADDRESS.sub(" at 0x…", repr(raw))
    if name is None:
        return shown
    return f"{name if type(name) is str and name.isidentifier() else repr(name)}={shown}"


def _name_by_value(dotted: str, raw) -> str | None:
    """The first name whose member has this value, from the class Hypothesis named; None when that name leads to no enum."""
    module, _, name = dotted.rpartition(".")
    found = vars(sys.modules[module]).get(name) if module in sys.modules else None
    proxy = sys.modules.get("seedgate_proxy")
    if found is None and proxy is not None and isinstance(sys.modules.get(module), proxy.ProxyModule):
        found = sys.modules["seedgate_oracle"].ask("getattr", sys.modules[module], name)
    if found is None or not issubclass(type(found), enum.EnumMeta):  # never isinstance: a handle's __class__ is asked
        return None
    remote = sys.modules.get("seedgate_remote")
    table = sys.modules["seedgate_oracle"].ask("getattr", found, "_member_map_") if remote is not None and type(found) in remote.CLASSES else found._member_map_
    for key, m in table.items():
        if (m._value_ if isinstance(m, enum.Enum) else m) == raw:
            return key
    return None


_SCALARS = (int, float, complex, bool, str, bytes, type(None))


def plain(value, depth: int = 0) -> str | None:
    """The oracle's own text of plain data (sets and dicts in a fixed order), or None for anything else."""
    kind = type(value)
    if depth > 20:
        return None
    if kind in _SCALARS:
        return repr(value)
    if kind in (list, tuple):
        parts = [plain(v, depth + 1) for v in value]
        if any(p is None for p in parts):
            return None
        return ("[%s]" if kind is list else "(%s)") % ", ".join(parts)  # type: ignore[arg-type]
    if kind in (set, frozenset):
        parts = [plain(v, depth + 1) for v in value]
        return None if any(p is None for p in parts) else "{" + ", ".join(sorted(parts)) + "}"  # type: ignore[arg-type]
    if kind is dict:
        pairs = [(plain(k, depth + 1), plain(v, depth + 1)) for k, v in value.items()]
        if any(k is None or v is None for k, v in pairs):
            return None
        return "{" + ", ".join(f"{k}: {v}" for k, v in sorted(pairs)) + "}"
    return None


def _production(name: str, folder: str) -> bool:
    module = sys.modules.get(name)
    if module is None:
        return False
    proxy = sys.modules.get("seedgate_proxy")
    if proxy is not None and isinstance(module, proxy.ProxyModule):
        return True
    where = getattr(module, "__file__", None)
    if not where or os.path.realpath(where).startswith(folder + os.sep):
        return False  # the sealed test's own folder (its helpers), or a module without a file
    roots = getattr(sys.modules.get("seedgate_origin"), "_ROOTS", None) or []
    real = os.path.realpath(where)
    return any(real.startswith(root + os.sep) for root in roots)


def imported(module) -> dict[str, str]:
    """`from M import NAME` at the sealed test file's top level, M production, NAME plain data: its text."""
    path = getattr(module, "__file__", None)
    try:
        with open(path, "rb") as fh:  # type: ignore[arg-type]
            tree = ast.parse(fh.read(), filename=path)  # type: ignore[arg-type]
    except (OSError, SyntaxError, ValueError, TypeError):
        return {}
    folder = os.path.dirname(os.path.realpath(path))  # type: ignore[arg-type]
    found: dict[str, str] = {}
    for node in tree.body:
        if not (isinstance(node, ast.ImportFrom) and node.level == 0 and node.module and _production(node.module, folder)):
            continue
        for alias in node.names:
            text = plain(getattr(module, alias.asname or alias.name, None)) if alias.name != "*" else None
            if text is not None and hasattr(module, alias.asname or alias.name):
                found[f"from {node.module} import {alias.name}"] = _bounded(text)
    return found


def of(handle, module=None) -> dict[str, str] | None:
    """Each `@given` argument's printed strategy by name, and the plain data the test file imports from production; None when the handle holds no strategies."""
    given = getattr(handle, "_given_kwargs", None)
    if not isinstance(given, dict):
        return None
    inputs = {str(name): printed(strategy) for name, strategy in sorted(given.items(), key=lambda kv: str(kv[0]))}
    return {**inputs, **(imported(module) if module is not None else {})}
