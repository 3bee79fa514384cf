// A real wheel of a one-module package, built offline with zipfile as a build backend
// would (METADATA, WHEEL, RECORD), for pip to install through PIP_NO_INDEX/PIP_FIND_LINKS.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const WHEEL = `
import base64, hashlib, sys, zipfile
out, name, body = sys.argv[1], sys.argv[2], sys.argv[3]
info = name + "-1.0.dist-info/"
files = {name + "/__init__.py": body, info + "METADATA": "Metadata-Version: 2.1\\nName: " + name + "\\nVersion: 1.0\\n",
         info + "WHEEL": "Wheel-Version: 1.0\\nGenerator: seedgate-test\\nRoot-Is-Purelib: true\\nTag: py3-none-any\\n"}
record = []
with zipfile.ZipFile(out, "w") as z:
    for path, text in files.items():
        data = text.encode()
        z.writestr(zipfile.ZipInfo(path, (2020, 1, 1, 0, 0, 0)), data)
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{path},sha256={digest},{len(data)}")
    z.writestr(zipfile.ZipInfo(info + "RECORD", (2020, 1, 1, 0, 0, 0)), "\\n".join(record + [info + "RECORD,,"]) + "\\n")
`;

/** `<name>-1.0-py3-none-any.whl` in `dir`, its module's body `body`: its sha256 (hex), for a --hash line. */
export function buildWheel(python: string, dir: string, name: string, body: string): string {
  const whl = join(dir, `${name}-1.0-py3-none-any.whl`);
  const r = spawnSync(python, ["-c", WHEEL, whl, name, body], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`building the wheel: ${r.stderr}`);
  return createHash("sha256").update(readFileSync(whl)).digest("hex");
}
