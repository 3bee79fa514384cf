// The seal's floor: a Node process that only runs the peer's own `git diff --name-only
// -z base...head` and reads its output. No seal can do less (it needs at least the
// changed paths), so if this is past the target, so is every Node seal on the machine.
import { execFileSync } from "node:child_process";

const [base, head] = process.argv.slice(2);
execFileSync("git", ["diff", "--name-only", "-z", `${base}...${head}`], { maxBuffer: 1 << 30 });
