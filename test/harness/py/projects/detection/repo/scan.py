"""Production code looking for the harness in its own process, one lookup at a time: each
finding names the place and what it held."""
import os
import sys
import traceback


def _read(path):
    try:
        with open(path, "rb") as fh:
            return fh.read().decode("utf-8", "replace").replace("\0", " ")
    except OSError as exc:
        return f"unreadable: {exc}"


def _subclasses(cls, seen):
    for c in type.__subclasses__(cls) if cls is type else cls.__subclasses__():
        if c not in seen:
            seen.add(c)
            _subclasses(c, seen)
    return seen


def _fds():
    out = []
    for fd in os.listdir("/proc/self/fd"):
        try:
            out.append(os.readlink(f"/proc/self/fd/{fd}"))
        except OSError:
            pass
    return out


def _frame_globals():
    out, frame = [], sys._getframe(1)
    while frame is not None:
        out += list(frame.f_globals) + [str(frame.f_globals.get("__name__")), frame.f_code.co_filename, frame.f_code.co_name]
        frame = frame.f_back
    return out


def findings(marks, callback):
    places = {
        "sys.modules keys": list(sys.modules),
        "module names": [getattr(m, "__name__", "") for m in list(sys.modules.values())],
        "module files": [getattr(m, "__file__", "") for m in list(sys.modules.values())],
        "os.environ": [f"{k}={v}" for k, v in os.environ.items()],
        "sys.argv": sys.argv,
        "sys.orig_argv": getattr(sys, "orig_argv", []),
        "cwd": os.getcwd(),
        "/proc/self/cmdline": _read("/proc/self/cmdline"),
        "/proc/self/environ": _read("/proc/self/environ"),
        "/proc/self/maps": _read("/proc/self/maps"),
        "open descriptors": _fds(),
        "the stack": traceback.format_stack(),
        "the callers' globals": _frame_globals(),
        "sys.path": sys.path,
        "sys.path_importer_cache": list(sys.path_importer_cache),
        "sys.meta_path": [repr(f) for f in sys.meta_path],
        "__main__": sorted(vars(sys.modules["__main__"])) + [str(getattr(sys.modules["__main__"], "__file__", ""))],
        "exception classes": [f"{c.__module__}.{c.__qualname__}" for c in _subclasses(BaseException, set())],
        "the callback": [repr(callback), type(callback).__module__, type(callback).__qualname__, str(type(callback).__doc__)],
    }
    found = []
    for place, held in places.items():
        for item in held if isinstance(held, list) else [held]:
            if any(mark.lower() in str(item).lower() for mark in marks):
                found.append(f"{place}: {str(item)[:300]}")
    return found


def caught(marks, declining):
    """What an exception a test's callback raised shows production code that catches it."""
    try:
        declining()
    except Exception as exc:  # noqa: BLE001  production catching whatever comes
        seen = [repr(exc), str(exc), type(exc).__module__, type(exc).__qualname__, sorted(vars(type(exc))), [c.__name__ for c in type(exc).__mro__]]
        seen += [getattr(exc, "__notes__", None), "".join(traceback.format_exception(exc))]
        return [f"the callback's exception: {str(s)[:300]}" for s in seen if any(m.lower() in str(s).lower() for m in marks)]
    return ["the callback raised nothing"]
