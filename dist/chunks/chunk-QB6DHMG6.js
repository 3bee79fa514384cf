import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);

// src/core/edits/init-steps.ts
function shellLine(argv) {
  return argv.map((a) => /^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`).join(" ");
}
function huntCommand(s) {
  return shellLine(["seedgate", "hunt", "--parent", s.introduced?.parent ?? "PARENT", "--property", s.propertyId, "--budget", "30", "--out", s.journal]);
}
function mutantSteps(s) {
  if (s.ledger || !/\.(py|[cm]?[jt]sx?)$/.test(s.selectorFile)) return [];
  return [
    "     no past bug (a healthy library: the hunt above says zero hits)? make a parent the property catches, and hunt there:",
    `     seedgate mutate --property ${s.propertyId} && ${huntCommand({ ...s, introduced: { commit: "", parent: "seedgate/mutant" } })}`,
    "     then keep that branch: git push origin seedgate/mutant (the journal records the mutant as its parent)"
  ];
}
function nextSteps(s, shape) {
  const steps = [[`commit these files on a branch: git switch -c seedgate-bootstrap && git add -A && git commit -m "adopt seedgate"`]];
  const where = s.introduced === null ? `PARENT: the fix's parent; ${s.selectorFile} is not committed yet, so git cannot name it` : `the parent of ${s.introduced.commit.slice(0, 12)}, which added ${s.selectorFile}; if the bug is older, name the fix's parent`;
  steps.push([
    `hunt on the parent, a commit that still has the bug (${where}):`,
    `     ${huntCommand(s)}`,
    "     its last line says what the locked journal costs every pull request (rows × seconds per seed); replay keeps",
    "     one seed per distinct counterexample (--replay-max, default 10): raise --budget only while it finds new ones",
    ...mutantSteps(s)
  ]);
  if (s.ledger) steps.push([`review the hunt's record in ${s.journal} and its fixtures, then promote them yourself: seedgate promote --hits ${s.propertyId}`]);
  else {
    steps.push([`review the proposal and its fixtures, then lock it yourself: seedgate lock ${s.propertyId}`]);
    steps.push([
      "create the repository secret the holdout lane derives the secret holdouts from (a fork's pull request gets none, so its holdout rows are red):",
      "     openssl rand -hex 32 | gh secret set SEEDGATE_HOLDOUT_SECRET"
    ]);
  }
  steps.push([
    "commit, and land this bootstrap pull request before the check is required:",
    "     it is sealed-only and the base lists no owners yet, so the gate cannot pass it"
  ]);
  steps.push([`make the check run "seedgate" required (branch protection or a ruleset)${shape === "hardened" ? ", pinned to your GitHub App" : ""}`]);
  return ["next steps (docs/adopting.md):", ...steps.flatMap(([first, ...rest], i) => [`  ${i + 1}. ${first}`, ...rest])];
}

export {
  huntCommand,
  nextSteps
};
