"""Dataclass instances in a typed fixture: the class by its name, the init fields by theirs.

At hunt time (`tree`) the class's `__module__` and `__qualname__` must lead back to that very
class (as an enum's, seedgate_members), its `__init__` must be the one the dataclass made, and
every field must be an init field (an `init=False` field or an `InitVar` is no value the
constructor takes back); each field's value, read by attribute, is a tree of its own. The
field names come from the class (`__dataclass_fields__`, what dataclasses.fields reads).
Under isolation: process a production dataclass's instance is the oracle's handle of the
subject's object: its class, fields and values are asked of the subject (raw requests, no
read recorded as the test's). The hunt runs on the parent, so these are the base's answers.

At replay (`instance`) the class is found as the test finds it (seedgate_members), its init
fields must be the very names the fixture holds (a pull request that changed them makes the
fixture an error, never a guess), and the class is called with the stored fields: under
isolation: process the proxy's call, production's own constructor in the subject, so the
instance is the subject's own and crosses as a handle.
"""
from __future__ import annotations

import sys

from seedgate_codec import MAX_DEPTH, Refused
from seedgate_decoders import DATACLASS
from seedgate_members import TEST_MODULE, lookup

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Callable

# dataclasses' field kinds (its _FIELD_BASE objects' names): ClassVars are no fields at all.
FIELD, CLASSVAR, INITVAR = "_FIELD", "_FIELD_CLASSVAR", "_FIELD_INITVAR"


def _init_fields(named: str, fields: list[tuple[str, bool, str]], own_init: bool) -> list[str]:
    """The constructor's fields (name, init, kind), in order; Refused when it does not take them all back."""
    if not own_init:
        raise Refused(f"a dataclass {named} with an __init__ of its own (init=False), which may not take its fields back")
    out = []
    for name, init, kind in fields:
        if kind == INITVAR:
            raise Refused(f"a dataclass {named} with an InitVar ({name}), which no instance keeps")
        if kind == CLASSVAR:
            continue
        if kind != FIELD or not init:
            raise Refused(f"a dataclass {named} whose field {name} is init=False, which its constructor does not take")
        out.append(name)
    return out


def _local(t: Any) -> tuple[list[tuple[str, bool, str]], bool] | None:
    own = type.__getattribute__(t, "__dict__")
    if "__dataclass_fields__" not in own:
        return None
    fields = [(f.name, f.init, getattr(f._field_type, "name", "?")) for f in own["__dataclass_fields__"].values()]
    return fields, bool(own["__dataclass_params__"].init)


def _remote(cls: Any, ask: Callable[..., Any]) -> tuple[list[tuple[str, bool, str]], bool] | None:
    """The subject's answers for a class handle, None when it is no dataclass of its own."""
    try:
        if not ask("contains", ask("getattr", cls, "__dict__"), "__dataclass_fields__"):
            return None
        found = ask("getattr", cls, "__dataclass_fields__")
        fields = []
        for f in ask("call", sys.modules["builtins"].list, (ask("call", ask("getattr", found, "values"), (), {}),), {}):
            fields.append((ask("getattr", f, "name"), ask("getattr", f, "init"), ask("getattr", ask("getattr", f, "_field_type"), "name")))
        own_init = ask("getattr", ask("getattr", cls, "__dataclass_params__"), "init")
    except Refused:
        raise
    except Exception:
        return None
    if any(type(n) is not str or type(i) is not bool or type(k) is not str for n, i, k in fields) or type(own_init) is not bool:
        return None
    return fields, own_init


def tree(codec: Any, v: object, depth: int) -> list[Any] | None:
    """The instance's tree; None when `v` is no dataclass instance; Refused when it cannot be held."""
    t: Any = type(v)
    remote = sys.modules.get("seedgate_remote")
    ask: Any = None
    if remote is not None and t is remote.Remote:
        ask = sys.modules["seedgate_oracle"].ask
        try:
            t = ask("getattr", v, "__class__")
        except Exception:
            return None
        if type(t) is not remote.RemoteType:
            return None
        shape = _remote(t, ask)
    elif "__dataclass_fields__" in getattr(t, "__dict__", ()):
        shape = _local(t)
    else:
        return None
    if shape is None:
        return None
    module, qualname = type.__getattribute__(t, "__module__"), type.__getattribute__(t, "__qualname__")
    named = f"{module}.{qualname}"
    if lookup(module, qualname, False) is not t:
        raise Refused(f"a dataclass of a class named {named}, a name that does not lead back to that class (a class defined in a function, or one that claims another's name)")
    if depth >= MAX_DEPTH:
        raise Refused(f"a value nested deeper than {MAX_DEPTH} levels")
    out: list[Any] = [DATACLASS, module, qualname]
    for name in _init_fields(named, *shape):
        value = ask("getattr", v, name) if ask is not None else getattr(v, name)
        try:
            out += [name, codec.encode(value, depth + 1)]
        except Refused as exc:
            raise Refused(f"{exc}, in the field {name} of the dataclass {named}") from None
    return out


def instance(codec: Any, x: list[Any]) -> Any:
    """The instance a fixture's tree names, built by its class as the replay's test finds it; Refused otherwise."""
    if len(x) < 3 or len(x) % 2 != 1 or any(type(p) is not str for p in x[1:3]) or any(type(p) is not str for p in x[3::2]):
        raise Refused("a malformed dataclass")
    module, qualname, stored = x[1], x[2], list(x[3::2])
    named = f"{module}.{qualname}"
    try:
        cls = lookup(module, qualname, True)
        home = sys.modules[module].__name__ if module in sys.modules else TEST_MODULE[0].__name__
    except Exception as exc:
        raise Refused(f"the dataclass {named}, whose module does not import ({type(exc).__name__}: {exc})") from None
    remote = sys.modules.get("seedgate_remote")
    ask: Any = sys.modules["seedgate_oracle"].ask if remote is not None and type(cls) is remote.RemoteType else None
    shape = _remote(cls, ask) if ask is not None else _local(cls) if isinstance(cls, type) else None
    if shape is None:
        raise Refused(f"a dataclass {named}, a name that now leads to no dataclass")
    if (type.__getattribute__(cls, "__module__"), type.__getattribute__(cls, "__qualname__")) != ((module if ask is not None else home), qualname):
        raise Refused(f"a dataclass {named}, a name that now leads to another class")
    fields = _init_fields(named, *shape)
    if fields != stored:
        raise Refused(f"a dataclass {named} whose init fields are now ({', '.join(fields)}), not the fixture's ({', '.join(stored)})")
    kwargs = {name: codec.decode(value, 1) for name, value in zip(x[3::2], x[4::2])}
    try:
        return ask("call", cls, (), kwargs) if ask is not None else cls(**kwargs)
    except Exception as exc:
        raise Refused(f"a dataclass {named} whose constructor refuses the stored fields ({type(exc).__name__}: {exc})") from None
