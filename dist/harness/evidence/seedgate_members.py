"""Enum members in a typed fixture: a member by its class's name and its own, never its value.

At hunt time (`tree`) the class's `__module__` and `__qualname__` must lead back to that very
class (they are writable: a class that only claims another's name is refused), and the member
must be the one its name gives back (a Flag combination has no single name: refused). Under
isolation: process a production enum's member is the oracle's handle of the subject's member:
its class and name are asked of the subject, and the class's name must lead back to the same
class handle through the oracle's proxy module.

At replay (`member`) the class is found by the same name, imported as the test would import
it: under isolation: process a production module is its proxy, so the member is the subject's
own and crosses as a handle, as a dataclass instance does (the wire never carries a member by
name: a peer could make the other side import). The class found must still bear that name
(an alias of another class is refused) and hold a member of that name.
"""
from __future__ import annotations

import enum
import importlib
import sys

from seedgate_codec import Refused
from seedgate_decoders import ENUM

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


# The replay's test module (replay_fixture.load_test): pytest named it by its path below the
# first folder with no __init__.py (`test_x`), the replay by its path from the root
# (`tests.properties.test_x`), so an enum of the test's own is found under either name.
TEST_MODULE: list[Any] = []


def _module(module: str, load: bool) -> Any:
    found: Any = sys.modules.get(module)
    if found is None and load:
        test = TEST_MODULE[0] if TEST_MODULE else None
        named = getattr(test, "__name__", None)
        found = test if type(named) is str and named.endswith(f".{module}") else importlib.import_module(module)
    return found


def lookup(module: str, qualname: str, load: bool) -> Any:
    """The object `module`.`qualname` names (importing the module only when `load`), or None; shared with seedgate_dataclasses."""
    found = _module(module, load)
    try:
        for part in qualname.split("."):
            found = getattr(found, part)
    except Exception:  # a class in a function (<locals>) or a name that is gone
        return None
    return found


def _impostor(module: str, qualname: str) -> Refused:
    return Refused(f"an enum member of a class named {module}.{qualname}, a name that does not lead back to that class (a class defined in a function, or one that claims another's name)")


def _combination(module: str, qualname: str, v: object) -> Refused:
    return Refused(f"a {module}.{qualname} value that is no single member ({v!r}: a Flag combination), which a member's name cannot hold; draw single members and combine them in the test")


def tree(v: object) -> list[Any] | None:
    """The member's tree; None when `v` is no enum member; Refused when it cannot be held."""
    t: Any = type(v)
    if isinstance(t, enum.EnumMeta):
        module, qualname, name = t.__module__, t.__qualname__, getattr(v, "_name_", None)
        if lookup(module, qualname, False) is not t:
            raise _impostor(module, qualname)
        if type(name) is not str or t.__members__.get(name) is not v:
            raise _combination(module, qualname, v)
        return [ENUM, module, qualname, name]
    remote = sys.modules.get("seedgate_remote")
    return _remote_tree(v, remote) if remote is not None and t is remote.Remote else None


def _remote_tree(v: object, remote: Any) -> list[Any] | None:
    ask = sys.modules["seedgate_oracle"].ask  # raw requests: no read is recorded as the test's
    try:
        cls = ask("getattr", v, "__class__")
        members = ask("getattr", cls, "__members__")
        name = ask("getattr", v, "_name_")
    except Exception:  # no enum member: the fixture refuses it as any production object
        return None
    if type(cls) not in remote.CLASSES:
        return None
    module, qualname = type.__getattribute__(cls, "__module__"), type.__getattribute__(cls, "__qualname__")
    if lookup(module, qualname, False) is not cls:
        raise _impostor(module, qualname)
    try:
        same = type(name) is str and ask("getitem", members, name) is v  # one subject object, one proxy
    except Exception:
        same = False
    if not same:
        raise _combination(module, qualname, name)
    return [ENUM, module, qualname, name]


def member(x: list[Any]) -> Any:
    """The member a fixture's tree names, found as the replay's test finds it; Refused otherwise."""
    if len(x) != 4 or any(type(p) is not str for p in x[1:]):
        raise Refused("a malformed enum member")
    module, qualname, name = x[1], x[2], x[3]
    try:
        cls = lookup(module, qualname, True)
        named = sys.modules[module].__name__ if module in sys.modules else TEST_MODULE[0].__name__  # the test's module, as the replay named it
    except Exception as exc:
        raise Refused(f"the enum {module}.{qualname}, whose module does not import ({type(exc).__name__}: {exc})") from None
    remote = sys.modules.get("seedgate_remote")
    if isinstance(cls, enum.EnumMeta) and (remote is None or type(cls) not in remote.CLASSES):  # a proxy enum is the subject's: below
        if (cls.__module__, cls.__qualname__) != (named, qualname):
            raise Refused(f"an enum member of {module}.{qualname}, a name that now leads to another class ({cls.__module__}.{cls.__qualname__})")
        found = cls.__members__.get(name)
        if type(found) is not cls:
            raise Refused(f"the member {name} of {module}.{qualname}, which it no longer has")
        return found
    if remote is None or type(cls) not in remote.CLASSES:
        raise Refused(f"an enum member of {module}.{qualname}, which is no enum class here")
    if (type.__getattribute__(cls, "__module__"), type.__getattribute__(cls, "__qualname__")) != (module, qualname):
        raise Refused(f"an enum member of {module}.{qualname}, a name that now leads to another class")
    ask = sys.modules["seedgate_oracle"].ask
    try:
        found = ask("getitem", ask("getattr", cls, "__members__"), name)
    except Exception:
        raise Refused(f"the member {name} of {module}.{qualname}, which it no longer has (or no enum class)") from None
    # The subject names a handle's class by a name that leads back to it (seedgate_shapes.class_name).
    if type(found) is not remote.Remote or object.__getattribute__(found, "_sg_c") != f"{module}.{qualname}":
        raise Refused(f"the member {name} of {module}.{qualname}, which is no member of that class")
    return found
