// `validate` checks the file runners.sealedRequirements names before a lane installs it:
// absent at the commit, or with a requirement that has no --hash (a lane installs with
// --require-hashes), it is an error naming the file and the field; hashed, it is valid.
import { afterEach, expect, test } from "vitest";
import { main } from "../../src/cli/dispatch.js";
import { unhashedRequirements } from "../../src/core/inputs/requirements-hashes.js";
import { tempRepo, type TempRepo } from "../support/repo.js";

const HASH = `--hash=sha256:${"a".repeat(64)}`;
const PINS = "tests/requirements-sealed.txt";

async function run(...argv: string[]) {
  const said: string[] = [];
  const code = await main(argv, { out: (t) => void said.push(t), err: (t) => void said.push(t), isTTY: false, color: false });
  return { code, text: said.join("\n") };
}

let repo: TempRepo | undefined;
afterEach(() => repo?.cleanup());

function validateWith(pins: string | null) {
  repo = tempRepo();
  repo.write(".github/seedgate.yml", `runners:\n  sealedRequirements: ${PINS}\n`);
  if (pins !== null) repo.write(PINS, pins);
  repo.commit("config");
  return run("validate", "--cwd", repo.dir);
}

test("a file the commit does not hold is an error naming the field and the file", async () => {
  const r = await validateWith(null);
  expect(r.code).toBe(1);
  expect(r.text).toContain(`runners.sealedRequirements names ${PINS}, which HEAD does not hold`);
});

test("a requirement without a --hash is an error naming it, the field and the file", async () => {
  const r = await validateWith(`# pinned\ntinysorted==1.0 \\\n    ${HASH}\nattrs==23.1.0  # no hash\n`);
  expect(r.code).toBe(1);
  expect(r.text).toContain(`runners.sealedRequirements: ${PINS} pins attrs==23.1.0 without a --hash`);
  expect(r.text).not.toContain("tinysorted==1.0 without");
});

test("every requirement hashed (continuation lines, options, comments): valid", async () => {
  const r = await validateWith(`--only-binary=:all:\n# pinned\ntinysorted==1.0 \\\n    ${HASH} \\\n    ${HASH}\nattrs==23.1.0 ${HASH}\n`);
  expect(r.text).not.toContain("sealedRequirements");
  expect(r.code).toBe(0);
});

test("pip's format: continuations joined, comments and options are no requirements", () => {
  expect(unhashedRequirements(`a==1 \\\n  ${HASH}\n# b==2\n-i https://x/simple\nc==3\nd==4 #${HASH}\n`)).toEqual({
    requirements: 3,
    unhashed: ["c==3", "d==4"],
  });
});
