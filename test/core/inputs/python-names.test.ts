// Production names from the base tree (issue 44 item 5): what a root's top level gives.
import { expect, test } from "vitest";
import { pythonTopName, pythonTopNames, rootInTree } from "../../../src/core/inputs/python-names.js";

test("a module, a package or namespace folder and an extension module give their names; the rest gives none", () => {
  expect(pythonTopName({ path: "src/ledger.py", type: "blob" })).toBe("ledger");
  expect(pythonTopName({ path: "packaging", type: "tree" })).toBe("packaging");
  expect(pythonTopName({ path: "vendored", type: "commit" })).toBe("vendored");
  expect(pythonTopName({ path: "_speed.cpython-311-x86_64-linux-gnu.so", type: "blob" })).toBe("_speed");
  for (const path of ["README.md", "my-lib", "1st.py", "foo.dist-info", ".venv"])
    expect(pythonTopName({ path, type: path.endsWith(".py") ? "blob" : "tree" })).toBeUndefined();
});

test("only the entries directly under the root count, once each, sorted", () => {
  const entries = [
    { path: "src", type: "tree" },
    { path: "src/zeta.py", type: "blob" },
    { path: "src/alpha", type: "tree" },
    { path: "src/alpha/__init__.py", type: "blob" },
    { path: "src/zeta", type: "tree" },
    { path: "srcx/other.py", type: "blob" },
  ] as const;
  expect(pythonTopNames(entries, "src")).toEqual(["alpha", "zeta"]);
  expect(pythonTopNames(entries, "")).toEqual(["src"]);
});

test("a root is read relative to the repository; one outside it holds no base name", () => {
  expect(rootInTree("/w/repo", "/w/repo")).toBe("");
  expect(rootInTree("/w/repo/src", "/w/repo/")).toBe("src");
  expect(rootInTree("/w/repo/lib/py/", "/w/repo")).toBe("lib/py");
  expect(rootInTree("/w/repo2", "/w/repo")).toBeUndefined();
  expect(rootInTree("/w/repo/../x", "/w/repo")).toBeUndefined();
});
