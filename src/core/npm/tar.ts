// The files of an npm package tarball (after gunzip), as npm installs them: the first
// path component stripped (`package/`), links and directories skipped, a later entry
// of one path winning. The bytes were checked against the base lockfile's sha512
// before they get here, so this reads trusted input; a malformed archive still throws.

const BLOCK = 512;
const decoder = new TextDecoder();

const text = (b: Uint8Array, at: number, len: number): string => {
  const field = b.subarray(at, at + len);
  const end = field.indexOf(0);
  return decoder.decode(end < 0 ? field : field.subarray(0, end));
};

/** A header's size: octal text, or base-256 when the top bit of the first byte is set. */
function sizeOf(b: Uint8Array, at: number): number {
  if ((b[at]! & 0x80) !== 0) return b.subarray(at + 1, at + 12).reduce((n, x) => n * 256 + x, b[at]! & 0x7f);
  const s = text(b, at, 12).trim();
  const n = s === "" ? 0 : parseInt(s, 8);
  if (!Number.isSafeInteger(n)) throw new Error(`tar header at ${at - 124} has a bad size field`);
  return n;
}

/** A pax extended header's `path=` record, if it has one. */
function paxPath(body: Uint8Array): string | undefined {
  let at = 0;
  while (at < body.length) {
    const space = body.indexOf(0x20, at);
    const len = parseInt(decoder.decode(body.subarray(at, space)), 10);
    if (space < 0 || !Number.isSafeInteger(len) || len <= 0) return undefined;
    const record = decoder.decode(body.subarray(space + 1, at + len - 1));
    if (record.startsWith("path=")) return record.slice("path=".length);
    at += len;
  }
  return undefined;
}

/** `package/lib/a.js` is `lib/a.js`; `./package/` and a bare top folder are nothing. */
function stripped(path: string): string | undefined {
  const parts = path
    .replace(/^\.\//, "")
    .split("/")
    .filter((p) => p !== "" && p !== ".");
  if (parts.length < 2 || parts.includes("..")) return undefined;
  return parts.slice(1).join("/");
}

/** The regular files of a tar archive, by their installed path (first component stripped). */
export function tarFiles(tar: Uint8Array): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  let at = 0;
  let longName: string | undefined;
  while (at + BLOCK <= tar.length) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((x) => x === 0)) break;
    const size = sizeOf(tar, at + 124);
    const type = String.fromCharCode(header[156]!);
    const body = tar.subarray(at + BLOCK, at + BLOCK + size);
    if (body.length < size) throw new Error(`tar entry at ${at} is cut short`);
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (type === "x") longName = paxPath(body) ?? longName;
    else if (type === "L") longName = text(body, 0, body.length);
    else if (type === "g" || type === "K") continue;
    else {
      const prefix = text(header, 345, 155);
      const name = longName ?? (prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100));
      longName = undefined;
      const path = stripped(name);
      if ((type === "0" || type === "\0" || type === "7") && path !== undefined) out.set(path, body);
    }
  }
  return out;
}
