#!/usr/bin/env bash
# Recreate the jest example's history (a seed 000 journal over a fast-check property
# run by jest through @fast-check/jest) in a fresh git repository and run seedgate on it:
#
#   main      parent: interval merging with a bug (a nested interval shrinks its parent)
#   main      `seedgate hunt` runs seeds 1..8 on the parent: hits, fixtures, a proposal
#   main      the human locks the proposed journal
#   agent     a patch that only adds an example test       -> check exit 1 (red)
#   fix       the real fix                                 -> check exit 0 (green)
#
# usage: examples/jest/make-history.sh [DIR]     (default: a temp dir)
# needs: node 20+ and git. The jest preset runs the project's own jest
# (node_modules/jest at the repository root): by default the script links seedgate's
# own node_modules (jest, @fast-check/jest and fast-check); set NODE_MODULES=DIR to link
# another, or NODE_MODULES=install to run `npm install` in the copy.
# Outputs go to DIR/out/: hunt.txt, proposal.json, validate.txt, agent.txt, fix.txt.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
seedgate() { node "$root/dist/cli.js" "$@"; }

dir=${1:-$(mktemp -d "${TMPDIR:-/tmp}/seedgate-jest-XXXXXX")}
[ -e "$dir/repo" ] && { echo "$dir/repo already exists" >&2; exit 2; }
mkdir -p "$dir/repo" "$dir/out"
out=$dir/out
cd "$dir/repo"

export GIT_AUTHOR_NAME="Example Human" GIT_AUTHOR_EMAIL="human@example.com"
export GIT_COMMITTER_NAME="Example Human" GIT_COMMITTER_EMAIL="human@example.com"
export GIT_AUTHOR_DATE="2026-12-01T12:00:00Z" GIT_COMMITTER_DATE="2026-12-01T12:00:00Z"
git init -q -b main
git config commit.gpgsign false

# 1. The parent: the bug. node_modules is ignored (.gitignore), never committed.
cp -R "$here/project/." .
case "${NODE_MODULES:-$root/node_modules}" in
  install) npm install --no-audit --no-fund --silent ;;
  *) ln -s "${NODE_MODULES:-$root/node_modules}" node_modules ;;
esac
git add -A && git commit -qm "intervals: merge"
parent=$(git rev-parse HEAD)

# 2. A scratch branch holds the proposed journal; hunt seeds 1..8 on the parent. The
#    hunt's scratch worktree links this checkout's node_modules, so the project's own
#    jest and fast-check run there; each hit's shrunk counterexample is captured by
#    seedgate's setup file and written to oracles/merge_covers/<seed>.json.
git switch -qc scratch/oracles
mkdir -p oracles
cat > oracles/merge_covers.json <<JSON
{
  "id": "merge_covers",
  "selector": "test/intervals.test.js::merge > covers the same points",
  "parent_sha": "$parent",
  "replay": { "seeds": [], "fixtures": [], "hits": 0, "last_hit_at": null },
  "holdout": { "seeds": [], "generator_saw": false },
  "state": "proposed"
}
JSON
git add -A && git commit -qm "scratch: propose merge_covers"
seedgate hunt --parent "$parent" --property merge_covers --seeds 1..8 --out "$out/proposal.json" | tee "$out/hunt.txt"

# 3. Back on main, a human reviews the proposal and the fixtures, and locks the journal.
git switch -q main
node -e '
  const fs = require("fs");
  const j = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
  j.state = "locked";
  fs.mkdirSync("oracles", { recursive: true });
  fs.writeFileSync("oracles/merge_covers.json", JSON.stringify(j, null, 2) + "\n");
' "$out/proposal.json"
git add oracles && git commit -qm "oracles: lock merge_covers (human)"
base=$(git rev-parse HEAD)
seedgate validate | tee "$out/validate.txt"

# 4. Two pull requests against that base.
export GIT_AUTHOR_DATE="2026-12-02T12:00:00Z" GIT_COMMITTER_DATE="2026-12-02T12:00:00Z"
git switch -qc agent "$base"
cp -R "$here/agent/." . && git add -A && git commit -qm "agent: a test for merge"
git switch -qc fix "$base"
cp -R "$here/fix/." . && git add -A && git commit -qm "intervals: keep the larger end"

status=0
for branch in agent fix; do
  git switch -q "$branch"
  set +e
  seedgate check --base "$base" --results "$out/results-$branch" > "$out/$branch.txt" 2>&1
  code=$?
  set -e
  git checkout -q -- . && git clean -qfd   # check restores sealed files from the base; undo it
  echo "$branch: seedgate check --base main exited $code"
  echo "$code" > "$out/$branch.exit"
done
[ "$(cat "$out/agent.exit")" = 1 ] || status=1
[ "$(cat "$out/fix.exit")" = 0 ] || status=1
echo "repository: $dir/repo   outputs: $out"
exit $status
