#!/usr/bin/env bash
# Recreate the journal example's history (seed 000) in a fresh git repository and
# run seedgate on it:
#
#   main      parent: run-length encoding with a bug (runs of ten or more)
#   scratch   a proposed journal; `seedgate hunt` runs seeds 1..6 on the parent
#   main      the human locks the journal the hunt proposed (replay = the hits)
#   agent     a patch that only adds example tests         -> check exit 1 (red)
#   fix       the real fix                                 -> check exit 0 (green)
#
# usage: examples/journal/make-history.sh [DIR]     (DIR must not exist; default: a temp dir)
# needs: node 20+, git, and a Python with pytest and hypothesis in $SEEDGATE_PYTHON
# (default python3). Outputs go to DIR/out/: hunt.txt, validate.txt, agent.txt, fix.txt.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
seedgate() { node "$root/dist/cli.js" "$@"; }
export SEEDGATE_PYTHON=${SEEDGATE_PYTHON:-python3}

dir=${1:-$(mktemp -d "${TMPDIR:-/tmp}/seedgate-journal-XXXXXX")}
[ -e "$dir/repo" ] && { echo "$dir/repo already exists" >&2; exit 2; }
mkdir -p "$dir/repo" "$dir/out"
out=$dir/out
cd "$dir/repo"

# Fixed names and dates, so every run makes the same commits.
export GIT_AUTHOR_NAME="Example Human" GIT_AUTHOR_EMAIL="human@example.com"
export GIT_COMMITTER_NAME="Example Human" GIT_COMMITTER_EMAIL="human@example.com"
export GIT_AUTHOR_DATE="2026-12-01T12:00:00Z" GIT_COMMITTER_DATE="2026-12-01T12:00:00Z"
git init -q -b main
git config commit.gpgsign false

# 1. The parent: the bug.
cp -R "$here/project/." .
git add -A && git commit -qm "rle: encode and decode"
parent=$(git rev-parse HEAD)

# 2. A scratch branch holds the proposed journal; hunt seeds 1..6 on the parent.
git switch -qc scratch/oracles
mkdir -p oracles
cat > oracles/rle_round_trip.json <<JSON
{
  "id": "rle_round_trip",
  "selector": "tests/properties/test_rle.py::test_round_trip",
  "parent_sha": "$parent",
  "replay": { "seeds": [], "fixtures": [], "hits": 0, "last_hit_at": null },
  "holdout": { "seeds": [], "generator_saw": false },
  "state": "proposed"
}
JSON
git add -A && git commit -qm "scratch: propose rle_round_trip"
seedgate hunt --parent "$parent" --property rle_round_trip --seeds 1..6 --out "$out/proposal.json" | tee "$out/hunt.txt"

# 3. Back on main, a human reviews the proposal and the fixtures the hunt wrote
#    under oracles/rle_round_trip/, and locks the journal.
git switch -q main
node -e '
  const fs = require("fs");
  const j = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
  j.state = "locked";
  fs.writeFileSync("oracles/rle_round_trip.json", JSON.stringify(j, null, 2) + "\n");
' "$out/proposal.json"
git add oracles && git commit -qm "oracles: lock rle_round_trip (human)"
base=$(git rev-parse HEAD)
seedgate validate | tee "$out/validate.txt"

# 4. Two pull requests against that base.
export GIT_AUTHOR_DATE="2026-12-02T12:00:00Z" GIT_COMMITTER_DATE="2026-12-02T12:00:00Z"
git switch -qc agent "$base"
cp -R "$here/agent/." . && git add -A && git commit -qm "agent: more tests"
git switch -qc fix "$base"
cp -R "$here/fix/." . && git add -A && git commit -qm "rle: cap a run at nine"

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
