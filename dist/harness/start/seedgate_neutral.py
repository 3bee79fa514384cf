"""The subject's serving code under neutral names (issue 44 item 7): detection is not one lookup.

Production code that looks for seedgate in its own process (a module named `seedgate_*` in
`sys.modules`, a module's `__file__`, a frame's file in `traceback.format_stack()`, the
`__module__` or docstring of a callable the oracle handed it, a class named `Seedgate*`
among `Exception.__subclasses__()`) finds nothing by one lookup: once the harness modules
the subject imported are loaded, and before any production module is, `hide` takes them
out of `sys.modules` and the import caches and renames what they expose. The modules keep
working: their functions hold their globals, and they import nothing of the harness later.

What stays is not a name: the traits of the sandbox itself (docs/security.md), the shape of
the serving loop's frames and globals to code that walks them, the strings in its code.
"""
import gc
import os
import sys
import types

# Where the serving code's frames say it lives: no path of seedgate's, and no file there, so
# no traceback shows its source. The subject's trace filter (seedgate_handles) learns it.
ROOT = "/subject"


def _short(name):
    return name[len("seedgate_") :] if name.startswith("seedgate_") else name


def _unbranded(text):
    return text.replace("Seedgate", "").replace("seedgate_", "").replace("seedgate", "subject") or "_"


def _harness(folders):
    """{module name: module} of every loaded module whose file sits in one of the folders
    (as sys.path named them: the rooms' paths, no link resolved; realpath took 40 ms here)."""
    own = {}
    for name, m in list(sys.modules.items()):
        f = getattr(m, "__file__", None)
        if type(f) is str and os.path.dirname(f) in folders:
            own[name] = m
    return own


def _global_names(own):
    """{old: new} for the harness's globals named for seedgate (the modules it bound by import,
    its `Seedgate*` classes), each new name free in every harness module, so a frame's
    `f_globals` shows none of them. The same names read as attributes of those modules
    (`seedgate_wire.SeedgateError`) are renamed with them."""
    taken = set().union(*(set(m.__dict__) for m in own.values()))
    out = {}
    for m in own.values():
        for k in m.__dict__:
            if "seedgate" in k.lower() and k not in out:
                new = _unbranded(k)
                while new in taken:
                    new = "_" + new
                taken.add(new)
                out[k] = new
    return out


def _renamer(files, globals_):
    memo = {}

    def renamed(code):
        if code not in memo:
            consts = tuple(renamed(c) if isinstance(c, types.CodeType) else c for c in code.co_consts)
            names = tuple(globals_.get(n, n) for n in code.co_names)
            memo[code] = code.replace(co_filename=files.get(code.co_filename, code.co_filename), co_consts=consts, co_names=names)
        return memo[code]

    return renamed


def _neutral_module(m, name, path):
    m.__name__ = name
    m.__doc__ = None
    m.__file__ = path
    m.__spec__ = m.__loader__ = None
    m.__dict__.pop("__cached__", None)


def hide(rooms, entry=None):
    """Unnames the harness modules loaded from `rooms` (and `entry`, the subject's start, when
    it was imported as a module): out of sys.modules and the import caches, their modules,
    functions and classes renamed, their code's file names under ROOT, their `seedgate_*`
    globals renamed with every function's references to them. Call it after the last harness
    import and before production code runs; a running frame keeps its old names, so call
    only functions fetched after it, and read no harness global after it in the caller."""
    folders = set(rooms)
    own = _harness(folders)
    files, names = {}, {}
    for name, m in own.items():
        room = os.path.basename(os.path.dirname(m.__file__))
        files[m.__file__] = f"{ROOT}/{room}/{_short(name)}.py"
        names[name] = _short(name)
    if entry:
        files[entry] = f"{ROOT}/start/subject.py"
    globals_ = _global_names(own)
    renamed = _renamer(files, globals_)
    for obj in gc.get_objects():
        if isinstance(obj, types.FunctionType) and obj.__code__.co_filename in files:
            obj.__code__ = renamed(obj.__code__)
            obj.__module__ = names.get(obj.__module__, obj.__module__)
            obj.__doc__ = None
        elif isinstance(obj, type) and obj.__module__ in names:
            obj.__module__ = names[obj.__module__]
            obj.__name__, obj.__qualname__ = _unbranded(obj.__name__), _unbranded(obj.__qualname__)
            try:
                obj.__doc__ = None
            except (AttributeError, TypeError):
                pass
    for name, m in own.items():
        for old, new in globals_.items():
            if old in m.__dict__:
                m.__dict__[new] = m.__dict__.pop(old)
        if "_HARNESS" in m.__dict__:
            m._HARNESS = ROOT  # its trace filter drops the serving code's frames by their folder
        if name == "__main__":
            sys.modules[name] = types.ModuleType(name)  # the script's globals stay its own frame's
        else:
            del sys.modules[name]
            _neutral_module(m, names[name], files[m.__file__])
    gone = folders | {entry, os.path.dirname(entry or "")}
    for key in [k for k in sys.path_importer_cache if k in gone]:
        del sys.path_importer_cache[key]
    sys.path[:] = [p for p in sys.path if p not in gone]
    # As `python -s -` (the runner's command line, its start piped) shows them.
    sys.orig_argv = ["-" if entry and a == entry else a for a in sys.orig_argv]
    sys.argv[:] = ["-"]
