"""What a sealed Hypothesis test asks of its settings, read from its source as data, and
what it really ran under (seedgate_integrity's `test` rows and tampering findings).

Imported with seedgate_integrity, before any pull-request code: Hypothesis' defaults and
`open` are bound then, so neither a profile production code loads nor a patched `open`
reaches what is read here.
"""
import ast
import sys

from hypothesis import settings as _settings

# Bound now: a test that patches open (monkeypatch, a fixture) must not reach the evidence.
_open = open

# Hypothesis' own default, read before any pull-request code can load a profile.

_DEFAULT_MAX_EXAMPLES = _settings.get_profile("default").max_examples
# Every phase Hypothesis runs by default (explain is opt-in on some versions): a run must have them all.
_ALL_PHASES = sorted(p.name for p in _settings.get_profile("default").phases)


def required_phases():
    """Every default phase, but shrink where seedgate itself turned it off (seedgate_profile):
    shrinking acts only after a failure, so a pass without it is the same run."""
    profile = sys.modules.get("seedgate_profile")
    waived = {"shrink"} if profile is not None and profile.SHRINKS is False else set()
    return [p for p in _ALL_PHASES if p not in waived]


_NOT_LITERAL = object()


def _literal(node):
    """A keyword's value when the source spells it as a constant (None included), else _NOT_LITERAL."""
    if isinstance(node, ast.Constant) and (node.value is None or (isinstance(node.value, (int, float)) and not isinstance(node.value, bool))):
        return node.value
    return _NOT_LITERAL


def asked(path, name):
    """What the sealed source asks on the test, or None when the test is not found there.

    `max_examples`: the literal, else Hypothesis' default; None when not a literal.
    `deadline`: milliseconds as the literal spells them, None for `deadline=None` or no
    keyword (the seedgate profile forces None); the key is absent when not a literal
    (a timedelta, a name), which nothing can check from the source.
    """
    try:
        with _open(path, "rb") as fh:
            source = fh.read()
    except OSError:
        return None
    # Read on every call, parsed once per text: a fork server's row inherits its zygote's parse.
    if (source, name) not in _ASKED:
        _ASKED.clear()
        _ASKED[(source, name)] = _parsed(source, name)
    found = _ASKED[(source, name)]
    return None if found is None else dict(found)


_ASKED: dict = {}  # {(source bytes, test name): what it asks}: the last one only


def _parsed(source, name):
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return None
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == name:
            asked = {"max_examples": _DEFAULT_MAX_EXAMPLES, "deadline": None}
            for dec in node.decorator_list:
                if isinstance(dec, ast.Call) and getattr(dec.func, "id", getattr(dec.func, "attr", None)) == "settings":
                    for kw in dec.keywords:
                        if kw.arg in asked:
                            value = _literal(kw.value)
                            if kw.arg == "max_examples":
                                asked[kw.arg] = value if isinstance(value, int) else None
                            elif value is _NOT_LITERAL:
                                del asked[kw.arg]
                            else:
                                asked[kw.arg] = None if value is None else float(value)
            return asked
    return None


def deadline_ms(used):
    return None if used.deadline is None else used.deadline.total_seconds() * 1000


def settings_row(used):
    if used is None:
        return None
    deadline = deadline_ms(used)
    database = None if used.database is None else type(used.database).__name__
    return {"max_examples": used.max_examples, "database": database, "deadline": deadline, "phases": sorted(p.name for p in used.phases)}
