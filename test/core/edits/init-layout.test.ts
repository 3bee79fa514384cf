// What `seedgate init` reads from a repository: the production import roots each
// packaging tool declares, the install the lanes run in the sandbox, and what it writes
// into the config from them (it parses as the config, and names what it read).
import { expect, test } from "vitest";
import { readLayout, type RepoView } from "../../../src/core/edits/init-layout.js";
import { initPlan, proposedJournal } from "../../../src/core/edits/init-plan.js";
import { parseConfig } from "../../../src/core/inputs/config.js";
import { parseJournal } from "../../../src/core/formats/journal.js";

/** A repository as a map of path → text; folders are implied by the paths. */
function repo(files: Record<string, string>): RepoView {
  return {
    text: (p) => files[p] ?? null,
    entries: (dir) => {
      const prefix = dir === "" ? "" : `${dir}/`;
      return [
        ...new Set(
          Object.keys(files)
            .filter((p) => p.startsWith(prefix))
            .map((p) => p.slice(prefix.length).split("/")[0]!),
        ),
      ];
    },
  };
}

const pkg = { "src/chunky/__init__.py": "" };

test.each([
  ["pytest's pythonpath", { "pyproject.toml": '[tool.pytest.ini_options]\npythonpath = ["src"]\n' }, "pyproject.toml [tool.pytest.ini_options] pythonpath"],
  [
    "pytest's pythonpath, multi-line",
    { "pyproject.toml": '[tool.pytest.ini_options]\npythonpath = [\n  "src",  # the code\n]\naddopts = "-q"\n' },
    "pyproject.toml [tool.pytest.ini_options] pythonpath",
  ],
  [
    "setuptools' package-dir",
    { "pyproject.toml": '[project]\nname = "x"\n[tool.setuptools]\npackage-dir = {"" = "src"}\n' },
    "pyproject.toml [tool.setuptools] package-dir",
  ],
  [
    "setuptools' packages.find where",
    { "pyproject.toml": '[tool.setuptools.packages.find]\nwhere = ["src"]\n' },
    "pyproject.toml [tool.setuptools.packages.find] where",
  ],
  [
    "hatch's packages",
    { "pyproject.toml": '[tool.hatch.build.targets.wheel]\npackages = ["src/chunky"]\n' },
    "pyproject.toml [tool.hatch.build.targets.wheel] packages",
  ],
  ["poetry's packages", { "pyproject.toml": '[tool.poetry]\npackages = [{ include = "chunky", from = "src" }]\n' }, "pyproject.toml [tool.poetry] packages"],
  [
    "setup.cfg's package_dir",
    { "setup.cfg": "[metadata]\nname = x\n[options]\npackage_dir =\n    =src\npackages = find:\n" },
    "setup.cfg [options] package_dir",
  ],
  ["pytest.ini's pythonpath", { "pytest.ini": "[pytest]\npythonpath = src\n" }, "pytest.ini [pytest] pythonpath"],
  ["an undeclared src/ package", {}, "a package under src/"],
])("the src layout is found from %s: runners.pythonPaths [src]", (_name, files, from) => {
  const layout = readLayout(repo({ ...pkg, ...files }), "python");
  expect(layout).toMatchObject({ pythonPaths: ["src"], pythonPathsFrom: from });
});

test("a flat layout (the package at the root) keeps the default root: no pythonPaths", () => {
  expect(readLayout(repo({ "chunky/__init__.py": "", "pyproject.toml": '[project]\nname = "chunky"\n' }), "python").pythonPaths).toBeUndefined();
});

test("requirements files become a venv install inside the sandbox; docs requirements are left out", () => {
  const layout = readLayout(repo({ "requirements.txt": "", "requirements-dev.txt": "", "requirements-docs.txt": "" }), "python");
  expect(layout.setup).toEqual([
    ["python3", "-m", "venv", "--system-site-packages", ".venv"],
    [".venv/bin/pip", "install", "-r", "requirements.txt", "-r", "requirements-dev.txt"],
  ]);
  expect(layout.python).toBe(".venv/bin/python");
});

test("without requirements, the pyproject project installs editable with its test extra", () => {
  const text = '[project]\nname = "x"\n[project.optional-dependencies]\ndocs = ["sphinx"]\ntest = [\n  "pytest",\n  "hypothesis",\n]\n';
  expect(readLayout(repo({ "pyproject.toml": text }), "python").setup[1]).toEqual([".venv/bin/pip", "install", "-e", ".[test]"]);
  expect(readLayout(repo({}), "python")).toMatchObject({ setup: [], notes: [expect.stringContaining("runners.setup is empty")] });
});

test("node: the packages package.json declares, of every dependency kind; a package.json that is not an object is a note", () => {
  const meta = { dependencies: { lodash: "1" }, devDependencies: { jest: "30", "@fast-check/jest": "2" }, peerDependencies: { react: "19" } };
  expect(readLayout(repo({ "package.json": JSON.stringify(meta) }), "node").dependencies).toEqual(["@fast-check/jest", "jest", "lodash", "react"]);
  const broken = readLayout(repo({ "package.json": "[1, 2", "package-lock.json": "{}" }), "node");
  expect(broken).toMatchObject({ setup: [["npm", "ci"]], notes: [expect.stringContaining("package.json is not a JSON object")] });
  expect(broken.dependencies).toBeUndefined();
});

test("node: npm ci beside a lockfile, and a note without one", () => {
  expect(readLayout(repo({ "package.json": "{}", "package-lock.json": "{}" }), "node").setup).toEqual([["npm", "ci"]]);
  expect(readLayout(repo({ "package.json": "{}" }), "node")).toMatchObject({ setup: [["npm", "install"]], notes: [expect.stringContaining("no lockfile")] });
});

test("the config init writes from a layout parses, with the network open to setup only", () => {
  const layout = readLayout(repo({ ...pkg, "pyproject.toml": '[tool.pytest.ini_options]\npythonpath = ["src"]\n', "requirements.txt": "" }), "python");
  const plan = initPlan(
    { shape: "quick", selector: "tests/test_x.py::test_y", pin: "v0", layout },
    new Map([
      ["quick-start.yml", "seedgate-dev/seedgate@v0"],
      ["rehunt.yml", "seedgate-dev/seedgate@v0"],
    ]),
    null,
  );
  const r = parseConfig(".github/seedgate.yml", plan.files[0]!.content);
  if (!r.ok) throw new Error(JSON.stringify(r.findings));
  expect(r.config.runners).toMatchObject({ pythonPaths: ["src"], python: ".venv/bin/python", network: "setup", setup: layout.setup });
});

test("init's journal holds secret holdouts and is valid before its first hunt (no parent yet)", () => {
  const parsed = parseJournal("oracles/y.json", JSON.stringify(proposedJournal("y", "tests/test_x.py::test_y")));
  expect(parsed.findings.filter((f) => f.severity === "error")).toEqual([]);
  expect(parsed.property).toMatchObject({ votes: false, state: "proposed" });
});
