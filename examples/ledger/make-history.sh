#!/usr/bin/env bash
# Recreate the ledger example's history (seed 002) in a fresh git repository and
# run seedgate on it:
#
#   main   parent: a settings parser that throws on a bare word; the ledger holds the
#          property as a draft (the gate ignores drafts) and one cannot_gate freeze
#          `seedgate hunt` runs seeds 1..16 on the parent and writes tests/fixtures/<seed>.bin
#   main   the human promotes the hits (seedgate promote --hits): owned property, fixtures
#          hashed, locked_by human (one fixture per distinct shrunk input: hits that shrank
#          alike share a file)
#   agent  a patch that only adds example tests         -> check exit 1 (red)
#   fix    the real fix                                 -> check exit 0 (green)
#
# usage: examples/ledger/make-history.sh [DIR]     (default: a temp dir)
# needs: node 20+, git, and a Python with pytest and hypothesis in $SEEDGATE_PYTHON
# (default python3), and script(1). Outputs go to DIR/out/: hunt.txt, promote.txt,
# validate.txt, agent.txt, fix.txt.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
seedgate() { node "$root/dist/cli.js" "$@"; }
export SEEDGATE_PYTHON=${SEEDGATE_PYTHON:-python3}

dir=${1:-$(mktemp -d "${TMPDIR:-/tmp}/seedgate-ledger-XXXXXX")}
[ -e "$dir/repo" ] && { echo "$dir/repo already exists" >&2; exit 2; }
mkdir -p "$dir/repo" "$dir/out"
out=$dir/out
cd "$dir/repo"

export GIT_AUTHOR_NAME="Example Human" GIT_AUTHOR_EMAIL="human@example.com"
export GIT_COMMITTER_NAME="Example Human" GIT_COMMITTER_EMAIL="human@example.com"
export GIT_AUTHOR_DATE="2026-12-01T12:00:00Z" GIT_COMMITTER_DATE="2026-12-01T12:00:00Z"
git init -q -b main
git config commit.gpgsign false

# 1. The parent: the bug, and the property as a draft in the ledger.
cp -R "$here/project/." .
git add -A && git commit -qm "kv: parse settings strings; draft property"
parent=$(git rev-parse HEAD)

# 2. Hunt the draft on the parent: the proposal is the ledger itself, with a record in
#    draft of the hits and of each distinct shrunk input, written to tests/fixtures/<seed>.bin.
seedgate hunt --parent "$parent" --property parse.no_throw_on_printable --budget 16 --out seed_ledger.json | tee "$out/hunt.txt"
cp seed_ledger.json "$out/proposal.json"

# 3. The human lock: promote every hit the hunt recorded. It moves the draft into
#    properties as owned and adds one fixture per distinct input, locked_by "human",
#    with the digest of its bytes. promote refuses to run in CI or without a terminal:
#    at yours it is just `seedgate promote --hits ID`; `script` gives this script one.
script -qec "node '$root/dist/cli.js' promote --hits parse.no_throw_on_printable" /dev/null | tee "$out/promote.txt"
git add -A && git commit -qm "ledger: promote parse.no_throw_on_printable (human)"
base=$(git rev-parse HEAD)
seedgate validate | tee "$out/validate.txt"

# 4. Two pull requests against that base.
export GIT_AUTHOR_DATE="2026-12-02T12:00:00Z" GIT_COMMITTER_DATE="2026-12-02T12:00:00Z"
git switch -qc agent "$base"
cp -R "$here/agent/." . && git add -A && git commit -qm "agent: tests for parse"
git switch -qc fix "$base"
cp -R "$here/fix/." . && git add -A && git commit -qm "kv: a bare word is a flag"

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
