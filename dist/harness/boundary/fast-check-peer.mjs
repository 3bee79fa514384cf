// Two parts of the oracle's end of `isolation: process` (fast-check-oracle.mjs): the
// mirrors of the subject's errors, a local class per remote name extending the nearest
// built-in error (so `instanceof TypeError` and the error's name hold in the test as
// where production threw it), and a batch's renewal of its subject between seeds.
import childProcess from "node:child_process";
import { closeSync } from "node:fs";
import { recvFrame, sendFrame } from "./fast-check-wire.mjs";

const BUILTIN = { Error, TypeError, RangeError, SyntaxError, ReferenceError, EvalError, URIError };
const mirrors = new Map();

/** An instance of the mirror class of `name` (its built-in base `base`), with the remote message and stack. */
export function mirrorError(name, message, stack, base) {
  const key = `${base}:${name}`;
  let Mirror = mirrors.get(key);
  if (Mirror === undefined) {
    const Base = BUILTIN[base] ?? Error;
    Mirror = { [name]: class extends Base {} }[String(name)];
    mirrors.set(key, Mirror);
  }
  const e = new Mirror(String(message));
  Object.defineProperty(e, "name", { value: String(name), writable: true, configurable: true });
  e.stack = `${name}: ${message}\n    (thrown in seedgate's subject process)\n${String(stack ?? "")}`;
  return e;
}

/** A batch's next seed (issue 46 item 2): its classes are its own, as in a process of its own. */
export const forgetMirrors = () => mirrors.clear();

/**
 * A batch's next seed asks the subject for fresh production modules (fast-check-subject.mjs): true when it has them;
 * false when the subject cannot serve another seed, whose ends are then closed (it reads its end of file and exits).
 */
export function renewSubject(peer) {
  let kept = false;
  if (peer.dead === null) {
    try {
      sendFrame(peer.wr, { op: "fresh", args: [] });
      kept = recvFrame(peer.rd).r === true;
    } catch {
      // a subject that hung up serves no further seed
    }
  }
  if (!kept) for (const fd of [peer.rd, peer.wr]) closeSync(fd);
  return kept;
}

// The subject's ends live on a built-in module, one object in the whole process: jest gives each test file a context
// of its own (and this file an instance per context), so a batch's next file finds the subject its last file kept.
const KEPT = Symbol.for("seedgate.subject.peer");
export const keptPeer = () => childProcess[KEPT];
export const keep = (peer) => (childProcess[KEPT] = peer);
