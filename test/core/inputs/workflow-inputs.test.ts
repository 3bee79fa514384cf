// What a sealed workflow runs from the repository, read from its YAML.
import { expect, test } from "vitest";
import { actionEntryFiles, scriptsOf, workflowInputs } from "../../../src/core/inputs/workflow-inputs.js";

test("local actions and scripts named by a workflow's steps", () => {
  const wf = [
    "on: pull_request",
    "jobs:",
    "  gate:",
    "    runs-on: ubuntu-latest",
    "    steps:",
    "      - uses: actions/checkout@v4",
    "      - uses: ./.github/actions/setup",
    "      - uses: ./tools/gate-action/",
    "      - run: ./scripts/check.sh --strict",
    "      - run: |",
    "          set -e",
    "          bash scripts/build.sh && python tools/verify.py -v",
    "          FOO=1 node ci/report.js | tee out.txt",
    "          npm test",
    "          python -m pytest tests",
    "          cat /etc/os-release; ~/bin/x; ../up.sh",
    '          sh "${{ github.workspace }}/ci/final.sh"',
  ].join("\n");
  expect(workflowInputs(wf)).toEqual({
    actions: [".github/actions/setup", "tools/gate-action"],
    scripts: ["ci/final.sh", "ci/report.js", "scripts/build.sh", "scripts/check.sh", "tools/verify.py"],
    parsed: true,
  });
});

test("a composite action's steps and a node action's entry points", () => {
  const composite = "runs:\n  using: composite\n  steps:\n    - run: ./hack/run.sh\n      shell: bash\n    - uses: ./other/action\n";
  expect(workflowInputs(composite)).toMatchObject({ actions: ["other/action"], scripts: ["hack/run.sh"] });
  expect(actionEntryFiles("runs:\n  using: node20\n  main: dist/index.js\n  post: ../shared/post.js\n", "acts/a")).toEqual([
    "acts/a/dist/index.js",
    "acts/shared/post.js",
  ]);
  expect(actionEntryFiles("runs:\n  using: docker\n  image: docker://alpine:3\n", "acts/a")).toEqual([]);
});

test("not YAML is reported as unparsed, never as 'runs nothing' silently", () => {
  expect(workflowInputs("jobs: [unclosed").parsed).toBe(false);
});

test("an interpreter flag before the script is skipped", () => {
  expect(scriptsOf("bash -eu scripts/x.sh")).toEqual(["scripts/x.sh"]);
  expect(scriptsOf("source ./env.sh")).toEqual(["env.sh"]);
});
