"""The fork server's oracle zygote asking its subject zygote (seedgate_subject_forks serves it):
the production modules to import once, and a partner forked for each row (a seed or a fixture).
"""
import ast

import seedgate_codec
import seedgate_wire


def production_imports(test_file, names):
    """Production modules the sealed test file imports (parsed, never run): the subject zygote loads them once."""
    try:
        with open(test_file, "rb") as fh:
            tree = ast.parse(fh.read())
    except (OSError, SyntaxError, ValueError):
        return []
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append(node.module)
    return [m for m in dict.fromkeys(found) if m.partition(".")[0] in names]


def warm(peer, codec, modules, timeout):
    """The subject zygote imports them; the reply is not even decoded here (this process keeps no proxy of it)."""
    peer.sock.settimeout(timeout)
    try:
        for module in modules:
            peer.request("import", codec.encode((module,)))
    finally:
        if peer.dead is None:
            peer.sock.settimeout(None)


def fork(peer, codec, row, out, err, timeout):
    """A fork of the subject zygote for this row alone, keyed by it (a seed's under its seed, a
    fixture's under seed 0): (the oracle's end of its socket, None) or (None, why)."""
    mine, theirs = seedgate_wire.pair()
    peer.sock.settimeout(timeout)
    try:
        kind, _ = peer.request("fork", codec.encode((row.seed, row.key)), fds=(theirs.fileno(), out, err))
    except (seedgate_wire.SeedgateError, seedgate_codec.Refused) as exc:
        mine.close()
        peer.dead = peer.dead or f"the subject zygote broke the protocol ({exc})"
        return None, str(exc)
    finally:
        theirs.close()
        if peer.dead is None:
            peer.sock.settimeout(None)
    if kind != "r":
        mine.close()
        return None, f"the subject zygote refused to fork for this {row.kind}"
    mine.set_inheritable(False)
    return mine, None


class Row:
    """A seed (its number) or a fixture (its index among the fixtures, and its path)."""

    def __init__(self, kind, number, path=None, shrink=True):
        self.kind, self.number, self.path, self.shrink = kind, number, path, shrink
        self.seed = str(number) if kind == "seed" else "0"
        self.key = self.seed if kind == "seed" else f"fixture-{number}"

    def line(self, **fields):
        """Its `fork-seed` or `fork-fixture` line."""
        ident = {"seed": self.number} if self.kind == "seed" else {"index": self.number, "fixture": self.path}
        return {"event": f"fork-{self.kind}", **ident, **fields}
