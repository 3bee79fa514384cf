#!/usr/bin/env bash
# Recreate the sealed example's history (seed 003) in a fresh git repository and
# run seedgate on it:
#
#   main   parent: a chunking function that drops the last, partial chunk
#   main   a human seals the oracle: .sealed/oracle/{seeds.json,properties.py},
#          its MANIFEST.sha256 (seedgate manifest write), .sealed/quarantine.json
#          (one flaky node, digest of its file) and .github/seedgate.yml (telemetry)
#   agent  a patch that handles the short lengths its own tests use -> check exit 1 (red)
#   fix    the real fix                                            -> check exit 0 (green)
#
# There is no hunt here: the sealed oracle's cases are fixed inputs (each case pins
# a Hypothesis seed, a chunk size and explicit lengths).
#
# usage: examples/sealed/make-history.sh [DIR]     (default: a temp dir)
# needs: node 20+, git, and a Python with pytest and hypothesis in $SEEDGATE_PYTHON
# (default python3). Outputs go to DIR/out/: validate.txt, agent.txt, fix.txt.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
seedgate() { node "$root/dist/cli.js" "$@"; }
export SEEDGATE_PYTHON=${SEEDGATE_PYTHON:-python3}

dir=${1:-$(mktemp -d "${TMPDIR:-/tmp}/seedgate-sealed-XXXXXX")}
[ -e "$dir/repo" ] && { echo "$dir/repo already exists" >&2; exit 2; }
mkdir -p "$dir/repo" "$dir/out"
out=$dir/out
cd "$dir/repo"

export GIT_AUTHOR_NAME="Example Human" GIT_AUTHOR_EMAIL="human@example.com"
export GIT_COMMITTER_NAME="Example Human" GIT_COMMITTER_EMAIL="human@example.com"
export GIT_AUTHOR_DATE="2026-12-01T12:00:00Z" GIT_COMMITTER_DATE="2026-12-01T12:00:00Z"
git init -q -b main
git config commit.gpgsign false

# 1. The parent: the bug (the sealed files are copied now, committed next).
cp -R "$here/project/." .
git add -A -- . ':!.sealed' ':!.github' && git commit -qm "chunks: split a length into chunks"

# 2. The human seals the oracle: a manifest of .sealed/oracle and a quarantine
#    catalogue whose digest is computed from the test file's bytes.
seedgate manifest write .sealed/oracle
digest=$(node -e 'process.stdout.write(require("crypto").createHash("sha256").update(require("fs").readFileSync(process.argv[1])).digest("hex"))' tests/legacy/test_timing.py)
cat > .sealed/quarantine.json <<JSON
{
  "entries": [
    {
      "nodeid": "tests/legacy/test_timing.py::test_fast_enough",
      "file_sha256": "$digest",
      "reason": "timing depends on host load; do not vote"
    }
  ]
}
JSON
git add -A && git commit -qm "seal the chunks oracle (human)"
base=$(git rev-parse HEAD)
seedgate validate | tee "$out/validate.txt"
seedgate manifest verify .sealed/oracle | tee "$out/manifest.txt"

# 3. Two pull requests against that base.
export GIT_AUTHOR_DATE="2026-12-02T12:00:00Z" GIT_COMMITTER_DATE="2026-12-02T12:00:00Z"
git switch -qc agent "$base"
cp -R "$here/agent/." . && git add -A && git commit -qm "agent: fix chunks for short lengths"
git switch -qc fix "$base"
cp -R "$here/fix/." . && git add -A && git commit -qm "chunks: keep the partial last chunk"

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
