// A 100,000-file repository shaped like a user's monorepo, packed on disk (`git gc`),
// with a base and a head that changes 1,000 paths. Built once with fast-import and
// cached under /work/bench-cache (outside the repository): building it costs minutes.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** On disk, outside the work tree: /work/bench-cache where it exists, else under node_modules/.cache (ignored). */
export const CACHE =
  process.env.SEEDGATE_BENCH_CACHE ?? (existsSync("/work") ? "/work/bench-cache" : join(process.cwd(), "node_modules/.cache/seedgate-bench"));

const WORKFLOW = `on: pull_request
jobs:
  ci:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: bash scripts/ci.sh
`;

/** Returns { dir, base, head }; `files` and `changed` size the repository and the pull request. */
export function monorepo(files = 100_000, changed = 1_000) {
  const dir = join(CACHE, `monorepo-${files}-${changed}-v1`);
  const git = (...args) => execFileSync("git", args, { cwd: dir, encoding: "utf8", maxBuffer: 1 << 30 }).trim();
  if (!existsSync(join(dir, ".git", "bench-ready"))) build(dir, files, changed);
  return { dir, base: git("rev-parse", "base"), head: git("rev-parse", "head") };
}

const pathOf = (i) => {
  const top = ["services", "libs", "apps", "tools", "docs"][i % 5];
  return `${top}/pkg${(i >> 3) % 500}/mod${(i >> 6) % 20}/file_${i}.${["ts", "py", "go", "md"][i % 4]}`;
};

function build(dir, files, changed) {
  const tmp = `${dir}.building`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const git = (args, input) => execFileSync("git", args, { cwd: tmp, input, maxBuffer: 1 << 30, stdio: ["pipe", "pipe", "inherit"] });
  git(["init", "-q", "-b", "main"]);
  const chunks = [];
  const blob = (text) => `data ${Buffer.byteLength(text)}\n${text}\n`;
  const commit = (ref, msg, from, body) =>
    chunks.push(`commit refs/heads/${ref}\ncommitter Bench <b@example.invalid> 1700000000 +0000\n${blob(msg)}${from ? `from ${from}\n` : ""}${body}`);
  const base = [];
  for (let i = 0; i < files; i++) base.push(`M 100644 inline ${pathOf(i)}\n${blob(`// file ${i}\nexport const v${i} = ${i};\n`)}`);
  base.push(`M 100644 inline .github/workflows/ci.yml\n${blob(WORKFLOW)}`, `M 100644 inline scripts/ci.sh\n${blob("exit 0\n")}`);
  base.push(`M 100644 inline .sealed/fixtures/a.json\n${blob("{}\n")}`, `M 100644 inline services/.gitattributes\n${blob("*.bin binary\n")}`);
  commit("base", "base", null, base.join(""));
  const head = [];
  const stride = Math.floor(files / changed);
  for (let k = 0; k < changed; k++) head.push(`M 100644 inline ${pathOf(k * stride)}\n${blob(`// changed ${k}\n`)}`);
  commit("head", "head", "refs/heads/base", head.join(""));
  git(["fast-import", "--quiet"], chunks.join(""));
  git(["branch", "-f", "main", "base"]);
  git(["gc", "-q", "--aggressive", "--prune=now"]);
  git(["checkout", "-q", "head"]);
  writeFileSync(join(tmp, ".git", "bench-ready"), "");
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
}
