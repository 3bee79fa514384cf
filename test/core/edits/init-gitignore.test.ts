// init keeps what runners.setup makes out of git: the folders each layout's setup makes,
// and a .gitignore that is created, or appended to with only the lines it lacks.
import { expect, test } from "vitest";
import { gitignoreFile, setupOutputs } from "../../../src/core/edits/init-gitignore.js";
import { readLayout } from "../../../src/core/edits/init-layout.js";

const repo = (files: Record<string, string>) => ({
  text: (p: string) => files[p] ?? null,
  entries: (dir: string) => (dir === "" ? Object.keys(files).filter((f) => !f.includes("/")) : []),
});

test("each layout's setup outputs: the venv, an editable install's metadata, node_modules; nothing without a setup", () => {
  expect(setupOutputs(readLayout(repo({ "requirements.txt": "hypothesis\n" }), "python"))).toEqual([".venv/"]);
  const editable = readLayout(repo({ "pyproject.toml": '[project]\nname = "x"\n' }), "python");
  expect(setupOutputs(editable)).toEqual([".venv/", "*.egg-info/"]);
  expect(setupOutputs(readLayout(repo({ "package.json": "{}", "package-lock.json": "{}" }), "node"))).toEqual(["node_modules/"]);
  expect(setupOutputs(readLayout(repo({}), "python"))).toEqual([]);
  expect(setupOutputs(undefined)).toEqual([]);
});

test("no .gitignore: one is created with a header and the lines", () => {
  expect(gitignoreFile([".venv/"], null)).toEqual({
    path: ".gitignore",
    content: "# seedgate: what runners.setup makes in the checkout\n.venv/\n",
    how: "create",
  });
});

test("an existing .gitignore keeps every line; only the missing lines are appended, after a newline it lacked", () => {
  const user = "dist\n# mine\n*.log";
  const planned = gitignoreFile([".venv/", "*.egg-info/"], user)!;
  expect(planned.how).toBe("append");
  expect(user + planned.content).toBe("dist\n# mine\n*.log\n# seedgate: what runners.setup makes in the checkout\n.venv/\n*.egg-info/\n");
  expect(gitignoreFile(["node_modules/"], "")!.content).toBe("# seedgate: what runners.setup makes in the checkout\nnode_modules/\n");
});

test("a line already there, in any of git's spellings for a root folder, is never written twice", () => {
  for (const have of [".venv/\n", "/.venv\n", ".venv\r\n", "  /.venv/  \n"]) expect(gitignoreFile([".venv/"], have)).toBeNull();
  expect(gitignoreFile([".venv/", "*.egg-info/"], "/.venv/\n")!.content).toBe("# seedgate: what runners.setup makes in the checkout\n*.egg-info/\n");
  // A negation or a comment does not ignore the folder: the line is still added.
  expect(gitignoreFile([".venv/"], "!.venv/\n# .venv/\n")).not.toBeNull();
});
