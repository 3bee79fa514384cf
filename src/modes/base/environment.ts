// The environment tuple a hunt records (issue 5): the runtime and the property
// library's version, asked of the interpreter that ran the seeds, and the digest of
// the lockfile. Seeds are not portable across a change of any of them.
import { createHash } from "node:crypto";
import type { InstalledPackage } from "../../core/inputs/framework-lock.js";
import type { Exec, Git } from "../../ports/local.js";
import { ORACLE_SITES } from "../../runners/python.js";

/** Checked in this order at the repository root; the first one present is hashed. */
const LOCKFILES = ["uv.lock", "poetry.lock", "requirements.txt", "package-lock.json"];

// Hypothesis' version is read from its version.py alone (the module its __init__ takes
// __version__ from): importing the whole library cost each lane and hunt about 0.2 s
// of CPU (218 ms against 27 ms for this probe). Where that file cannot be read, the import answers.
export const ENVIRONMENT_PROBE = [
  "import importlib.util, json, os, platform",
  "out = {'runtime': platform.python_implementation() + ' ' + platform.python_version()}",
  "spec = importlib.util.find_spec('hypothesis')",
  "if spec is not None:",
  "    try:",
  "        path = os.path.join(list(spec.submodule_search_locations)[0], 'version.py')",
  "        with open(path, encoding='utf-8') as fh:",
  "            ns = {}",
  "            exec(compile(fh.read(), path, 'exec'), ns)",
  "        out['property_library'] = 'hypothesis ' + ns['__version__']",
  "    except Exception:",
  "        try:",
  "            import hypothesis",
  "            out['property_library'] = 'hypothesis ' + hypothesis.__version__",
  "        except ImportError:",
  "            pass",
  "print(json.dumps(out))",
].join("\n");

export async function pythonEnvironment(
  exec: Exec,
  python: string,
  cwd: string,
  env: Readonly<Record<string, string>>,
  oracle = false,
): Promise<Record<string, string>> {
  // The oracle of isolation: process is asked as it starts (-S): no `.pth` of its venv runs, its base site answers.
  const args = oracle ? ["-S", "-c", `${ORACLE_SITES}\n${ENVIRONMENT_PROBE}`] : ["-c", ENVIRONMENT_PROBE];
  const r = await exec.run({ command: python, args, cwd, env, timeoutMs: 30_000 });
  if (r.exitCode !== 0) return { runtime: `unknown (${python} exited ${r.exitCode ?? r.signal})` };
  try {
    return JSON.parse(r.stdoutTail.trim().split("\n").at(-1)!) as Record<string, string>;
  } catch {
    return { runtime: `unknown (${python} printed no environment)` };
  }
}

/**
 * The fast-check preset's tuple: the Node that runs the project's vitest (this one,
 * see projectVitest) and the project's own fast-check as installed; when it is not, the
 * rows say so and the tuple only lacks the library.
 */
export function fastCheckEnvironment(fastCheck: InstalledPackage): Record<string, string> {
  const out: Record<string, string> = { runtime: `Node ${process.version}` };
  if (fastCheck.version !== undefined) out.property_library = `fast-check ${fastCheck.version}`;
  return out;
}

/** `requirements.txt sha256:…` for the first lockfile at `rev`, or "absent". */
export async function lockfileHash(git: Git, rev: string): Promise<string> {
  // The top of the tree only: a lockfile sits at the root, and a recursive listing costs the whole tree.
  const top = git.lsTreeTop ? await git.lsTreeTop(rev) : await git.lsTree(rev);
  const root = top.filter((e) => e.type === "blob" && !e.path.includes("/")).map((e) => e.path);
  const requirements = root.filter((p) => /^requirements.*\.txt$/.test(p) && p !== "requirements.txt").sort();
  const order = [...LOCKFILES.slice(0, 3), ...requirements, LOCKFILES[3]!];
  const found = order.find((p) => root.includes(p));
  if (found === undefined) return "absent";
  const bytes = (await git.readFile(rev, found))!;
  return `${found} sha256:${createHash("sha256").update(bytes).digest("hex")}`;
}
