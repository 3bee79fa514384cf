#!/usr/bin/env bash
# Recreate the fast-check example's history (a seed 000 journal over a fast-check
# property run by vitest) in a fresh git repository and run seedgate on it:
#
#   main      parent: interval merging with a bug (a nested interval shrinks its parent)
#   main      the human locks a journal with pre-recorded seeds (3 and 8 hit the parent)
#   agent     a patch that only adds an example test       -> check exit 1 (red)
#   fix       the real fix                                 -> check exit 0 (green)
#
# usage: examples/fast-check/make-history.sh [DIR]     (default: a temp dir)
# needs: node 20+ and git. The fast-check preset runs the project's own vitest
# (node_modules/vitest at the repository root): by default the script links
# seedgate's own node_modules (vitest and fast-check); set NODE_MODULES=DIR to link
# another, or NODE_MODULES=install to run `npm install` in the copy.
# Outputs go to DIR/out/: validate.txt, agent.txt, fix.txt.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
seedgate() { node "$root/dist/cli.js" "$@"; }

dir=${1:-$(mktemp -d "${TMPDIR:-/tmp}/seedgate-fast-check-XXXXXX")}
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

# 2+3. Pre-recorded seeds. `seedgate hunt` runs the parent in a scratch worktree of
#    committed files only, where the (git-ignored) node_modules is absent, so the
#    fast-check preset cannot run there. These seeds were picked by experiment with
#    fast-check 4.11: seeds 1..8 on the parent, 3 and 8 hit. The holdout seeds were
#    never run by anyone before the lock. A human reviews and locks the journal.
mkdir -p oracles
cat > oracles/merge_covers.json <<JSON
{
  "id": "merge_covers",
  "selector": "test/intervals.test.ts::merge > covers the same points",
  "parent_sha": "$parent",
  "replay": { "seeds": [3, 8], "fixtures": [], "hits": 2, "last_hit_at": "2026-12-01T12:00:00Z" },
  "holdout": { "seeds": [4405, 9898, 8348], "generator_saw": false },
  "flake": { "replay_flakes": 0, "holdout_flakes": 0, "freeze_replay_until": null },
  "state": "locked"
}
JSON
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
