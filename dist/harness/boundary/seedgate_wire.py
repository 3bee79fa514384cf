"""The oracle-subject channel: length-prefixed JSON messages on one socket.

A message is a header (protocol/wire.json's frame: 4 bytes, big-endian length) then that
many bytes of JSON (ASCII: lone surrogates stay escapes). Messages:
  ["q", op, tree]   a request (either side asks; the subject only asks `cb`)
  ["r", tree]       its result
  ["e", tree]       its exception (an exception tree)
  ["i", text]       the subject answered, but not faithfully (an argument changed in place)
  ["f", text]       the sender could not answer at all (a refused value): seedgate's error
  ["rel", [[id, n], ...]]  the oracle dropped n receipts of each handle (no answer)
Requests nest: while waiting for its answer a side serves the peer's requests, so a
callback the subject calls may itself read a proxy.

Anything else (EOF, a length over the cap, bytes that are not such a message) makes
the peer dead: every request after it raises SeedgateSubjectError at once.
"""
from __future__ import annotations

import json
import socket
import sys

from seedgate_codec import Refused
from seedgate_vocabulary import HEADER_BYTES, MAX_BYTES

TYPE_CHECKING = False  # typing costs start-up time: imported for the checker only
if TYPE_CHECKING:
    from typing import Any, Callable, Iterable, NoReturn

    Serve = Callable[[str, Any], Any]  # (op, tree) -> (answer kind, tree); None for a release

HINT = "set runners.isolation: shared for this property in the base config (labelled forgeable)"


class SeedgateError(BaseException):
    """seedgate could not judge the row: an error row, never a pass or a fail.

    A BaseException: neither the test's `except Exception` nor Hypothesis' shrinking
    turns it into a verdict.
    """


class SeedgateIsolationError(SeedgateError):
    """An operation the process boundary cannot serve faithfully.

    `hint` is the way out: isolation: shared where the proxy cannot forward what a genuine
    library does; a refusal that guards the verdict (a shape) names its own, never shared.
    """

    def __init__(self, operation: str, why: str, hint: str = HINT) -> None:
        super().__init__(f"seedgate isolation: {operation}: {why}; hint: {hint}")


class SeedgateSubjectError(SeedgateError):
    """The subject process died, hung up or sent what the codec refuses."""


_dumps = json.JSONEncoder(separators=(",", ":"), allow_nan=True).encode
_loads = json.JSONDecoder().decode
# The same encoder and scanner without the per-message set-up JSONEncoder.encode and
# JSONDecoder.decode redo (a C encoder built per call, two whitespace matches): the same
# bytes out and the same values in (test_wire_fast.py); whatever the scanner does not
# take whole goes through _loads, so what is refused is unchanged. No cycle check: a
# frame is a tree the codec just built (a cycle would recurse into RecursionError: refused).
_c_encoder = getattr(json.encoder, "c_make_encoder", None)
_scan: Callable[[str, int], tuple[Any, int]] = getattr(json.JSONDecoder(), "scan_once")
if _c_encoder is not None:
    _encode_one = _c_encoder(None, None, getattr(json.encoder, "encode_basestring_ascii"), None, ":", ",", False, False, True)


def _frame_text(msg: Any) -> str:
    return "".join(_encode_one(msg, 0)) if _c_encoder is not None else _dumps(msg)  # no C accelerator: the full encoder


def _parse(text: str) -> Any:
    try:
        value, end = _scan(text, 0)
    except StopIteration:
        return _loads(text)  # raises the decoder's own error
    return value if end == len(text) else _loads(text)


class Peer:
    """One end of the channel; `serve(op, tree)` answers the other end's requests with a tree."""

    def __init__(self, sock: socket.socket, serve: Serve, on_dead: Callable[[str], None] | None = None, takes_fds: bool = False) -> None:
        self.sock = sock
        self.reader: Any = _FdReader(sock) if takes_fds else sock.makefile("rb", buffering=1 << 16)
        self.serve = serve
        self.on_dead = on_dead
        self.dead: str | None = None
        self.releases: list[list[int]] = []

    def close(self) -> None:
        """Close this process's descriptor (the buffered reader holds the socket open too)."""
        self.reader.close()
        self.sock.close()

    def fail(self, why: str) -> NoReturn:
        if self.dead is None:
            self.dead = why
            if self.on_dead is not None:
                self.on_dead(why)
        raise SeedgateSubjectError(f"seedgate: {self.dead}")

    def send(self, msg: list[Any], fds: Iterable[int] = (), before: bytes = b"") -> None:
        if self.dead is not None:
            self.fail(self.dead)
        try:
            data = _frame_text(msg).encode("ascii")
        except (ValueError, RecursionError) as exc:
            raise Refused(f"a value that cannot be framed: {exc}") from None
        if len(data) > MAX_BYTES:
            raise Refused(f"a message of {len(data)} bytes (the cap is {MAX_BYTES})")
        frame = before + len(data).to_bytes(HEADER_BYTES, "big") + data
        try:
            if fds:  # the descriptor rides on the frame's first bytes
                sent = socket.send_fds(self.sock, [frame], list(fds))
                frame = frame[sent:]
            self.sock.sendall(frame)
        except OSError as exc:
            self.fail(f"the subject process hung up ({exc})")

    def recv(self) -> list[Any]:
        try:
            head = self.reader.read(HEADER_BYTES)
            if len(head) < HEADER_BYTES:
                self.fail("the subject process exited or closed the channel")
            n = int.from_bytes(head, "big")
            if n > MAX_BYTES:
                self.fail(f"the subject process sent a message of {n} bytes (the cap is {MAX_BYTES})")
            body = self.reader.read(n)
            if len(body) < n:
                self.fail("the subject process exited in the middle of a message")
            msg = _parse(body.decode("utf-8"))
        except (OSError, ValueError, RecursionError) as exc:
            self.fail(f"the subject process sent bytes seedgate's codec refuses ({type(exc).__name__})")
        if type(msg) is not list or not msg or type(msg[0]) is not str:
            self.fail("the subject process sent a message that is not seedgate's")
        return msg

    def request(self, op: str, tree: Any, fds: Iterable[int] = ()) -> tuple[str, Any]:
        """Send a request and serve the peer until its answer: ("r" | "e" | "i" | "f", tree)."""
        before = b""
        if self.releases:  # in the same write as the request: one wake-up of the peer, not two
            batch, self.releases = self.releases, []
            data = _frame_text(["rel", batch]).encode("ascii")
            before = len(data).to_bytes(HEADER_BYTES, "big") + data
        self.send(["q", op, tree], fds, before)
        while True:
            msg = self.recv()
            kind = msg[0]
            if kind in ("r", "e", "i", "f") and len(msg) == 2:
                return kind, msg[1]
            self.answer(msg)

    def answer(self, msg: list[Any]) -> None:
        if msg[0] == "rel" and len(msg) == 2:
            self.serve("rel", msg[1])
            return
        if msg[0] != "q" or len(msg) != 3 or type(msg[1]) is not str:
            self.fail("the subject process sent a message that is not seedgate's")
        try:
            kind, tree = self.serve(msg[1], msg[2])
            reply = [kind, tree]
        except SeedgateError:
            raise
        except Refused as exc:
            reply = ["f", str(exc)]
        try:
            self.send(reply)
        except Refused as exc:
            self.send(["f", str(exc)])


_ANCILLARY = socket.CMSG_SPACE(4 * 4)  # room for the few descriptors a fork request passes


class _FdReader:
    """The subject's reader: like a buffered file, and it keeps descriptors the oracle passes."""

    def __init__(self, sock: socket.socket) -> None:
        self.sock, self.buf = sock, bytearray()
        self.fds: list[int] = []

    def read(self, n: int) -> bytes:
        while len(self.buf) < n:
            data, anc, _, _ = self.sock.recvmsg(1 << 16, _ANCILLARY)
            for level, kind, raw in anc:
                if level == socket.SOL_SOCKET and kind == socket.SCM_RIGHTS:
                    self.fds += [int.from_bytes(raw[i : i + 4], sys.byteorder) for i in range(0, len(raw) - len(raw) % 4, 4)]
            if not data:
                break
            self.buf += data
        out = bytes(self.buf[:n])
        del self.buf[:n]
        return out

    def close(self) -> None:
        pass


def pair() -> tuple[socket.socket, socket.socket]:
    """A connected socketpair: (the oracle's end, the subject's end, inheritable)."""
    a, b = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
    b.set_inheritable(True)
    return a, b
