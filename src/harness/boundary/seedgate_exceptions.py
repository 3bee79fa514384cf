"""Exceptions across the process boundary (registered with seedgate_codec's tags).

An exception crosses as ["X", class, args, str, attributes, traceback text]; an
exception class as ["XC", graph], where the graph lists the class and its non-builtin
ancestors as [module, qualname, bases], each base an index into the list or the name
of a builtin class. The receiving side rebuilds the class: a class `real_class` finds
on its side (in the oracle: a standard-library module the oracle has loaded itself),
else a **mirror class** cached by (module, qualname) whose bases are the builtin
exception classes where the remote MRO has them and mirrors otherwise. So
`except ValueError`, `pytest.raises(mylib.ParseError)` (the proxy answers
`mylib.ParseError` with the same mirror) and Hypothesis' shrinking all work, and no
class the peer names is ever imported because it was named.

An instance is made with the class's `__new__` and the args (a builtin's `__init__`
too); its `__dict__` gets the attributes; a mirror's `str()` is the remote one.
"""
import seedgate_codec
from seedgate_codec import Refused, builtin_name

MAX_CLASSES = 64
_MIRRORS = {}  # (module, qualname) -> class, per process


def _mirror_str(self):
    told = self.__dict__.get("_sg_str")
    return told if type(told) is str else BaseException.__str__(self)


def _name(cls, attr):
    v = type.__dict__[attr].__get__(cls)
    return v if type(v) is str else "?"


def class_tree(cls):
    classes, index = [], {}

    def visit(c):
        name = builtin_name(c)
        if name is not None:
            return name
        key = id(c)
        if key in index:
            return index[key]
        if len(classes) >= MAX_CLASSES:
            raise Refused(f"an exception class with more than {MAX_CLASSES} ancestors")
        index[key] = len(classes)
        entry = [_name(c, "__module__"), _name(c, "__qualname__"), []]
        classes.append(entry)
        entry[2] = [visit(b) for b in type.__dict__["__bases__"].__get__(c) if b is not object]
        return index[key]

    visit(cls)
    return ["XC", classes]


def encode_exception(codec, exc, d, traceback_text=""):
    t = type(exc)
    name = builtin_name(t)
    cls = ["bi", name] if name is not None else class_tree(t)
    try:
        args = codec.encode(BaseException.args.__get__(exc), d)
    except Refused:
        args = ["T", _str(exc)]
    attrs = ["D"]
    for k, v in list(BaseException.__dict__["__dict__"].__get__(exc).items()):
        if type(k) is str and not k.startswith("_sg_"):
            try:
                value = codec.encode(v, d)
            except Refused:
                continue
            attrs += [k, value]
    return ["X", cls, args, _str(exc), attrs, traceback_text]


def _str(exc):
    try:
        s = str(exc)
        return s if type(s) is str else "?"
    except Exception:
        return "<unprintable exception>"


def _build(codec, classes, i, built):
    if type(i) is str:
        cls = seedgate_codec._BUILTIN_BY_NAME.get(i)
        if not isinstance(cls, type):
            raise Refused(f"an unknown builtin class {i!r}")
        return cls
    if type(i) is not int or not 0 <= i < len(classes):
        raise Refused("a malformed exception class graph")
    if i in built:
        if built[i] is None:
            raise Refused("a cycle in an exception class graph")
        return built[i]
    built[i] = None  # a cycle refuses instead of recursing
    module, qualname, bases = classes[i]
    if type(module) is not str or type(qualname) is not str or type(bases) is not list:
        raise Refused("a malformed exception class graph")
    cls = codec.side.real_class(module, qualname)
    if cls is None:
        cls = _MIRRORS.get((module, qualname))
    if cls is None:
        cls = _mirror(module, qualname, tuple(_build(codec, classes, b, built) for b in bases))
    built[i] = cls
    return cls


def _mirror(module, qualname, bases):
    ns = {"__module__": module, "__qualname__": qualname, "__seedgate_mirror__": True}
    bases = tuple(dict.fromkeys(bases)) or (object,)
    if any(issubclass(b, BaseException) for b in bases):
        ns["__str__"] = _mirror_str
    try:
        cls = type(qualname.rpartition(".")[2] or "?", bases, ns)
    except TypeError:  # a layout the remote side's C bases allowed: keep the exception line
        cls = type(qualname.rpartition(".")[2] or "?", tuple(b for b in bases if issubclass(b, BaseException))[:1] or (Exception,), ns)
    _MIRRORS[(module, qualname)] = cls
    return cls


def _dec_class(codec, x, d):
    classes = x[1] if len(x) == 2 else None
    if type(classes) is not list or not classes or len(classes) > MAX_CLASSES or any(type(c) is not list or len(c) != 3 for c in classes):
        raise Refused("a malformed exception class")
    return _build(codec, classes, 0, {})


def _dec_exception(codec, x, d):
    if len(x) != 6:
        raise Refused("a malformed exception")
    cls = codec.decode(x[1], d)
    args = codec.decode(x[2], d)
    if not (isinstance(cls, type) and issubclass(cls, BaseException)) or type(args) is not tuple:
        raise Refused("a malformed exception")
    try:
        exc = cls.__new__(cls, *args)
    except Exception:
        exc = cls.__new__(cls)
    if builtin_name(cls) is not None:
        try:
            cls.__init__(exc, *args)
        except Exception:
            pass
    exc.args = args
    state = BaseException.__dict__["__dict__"].__get__(exc)
    attrs = codec.decode(x[4], d)
    if type(attrs) is not dict:
        raise Refused("a malformed exception")
    state.update((k, v) for k, v in attrs.items() if type(k) is str and not k.startswith("_sg_"))
    if "__seedgate_mirror__" in type.__dict__["__dict__"].__get__(cls) and type(x[3]) is str:
        state["_sg_str"] = x[3]
    if type(x[5]) is str and x[5]:
        notes = state.get("__notes__")
        state["__notes__"] = (notes if type(notes) is list else []) + ["seedgate: raised in the subject process\n" + x[5]]
    return exc


seedgate_codec._DECODERS["XC"] = _dec_class
seedgate_codec._DECODERS["X"] = _dec_exception
