// The README's first screen tells a newcomer what seedgate is, how to try it and how to
// adopt it; its test command is the one CI runs, after the Debian packages CI installs.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { cmark, fencesIn } from "../render/cmark.js";

const readme = readFileSync("README.md", "utf8");
const ciRun = readFileSync(".ci/run", "utf8");
const firstScreen = readme.split("\n").slice(0, 20).join("\n");

test("the first 20 lines say what it is, give the 60-second try and link adoption", () => {
  expect(firstScreen).toMatch(/seedgate is a GitHub\s+Action and CLI/);
  expect(firstScreen).toContain("node dist/cli.js demo");
  expect(firstScreen).toContain("(docs/adopting.md)");
  // The mechanism's detail lives below the first screen, or in docs/concepts.md.
  for (const detail of ["merge-tree", "NUL-separated", "fd 3"]) expect(firstScreen).not.toContain(detail);
  expect(readFileSync("docs/concepts.md", "utf8")).toContain("## Each mechanism in detail");
});

/** Debian packages named on the `apt-get install` line of a text, sorted. */
function aptPackages(text: string): string[] {
  const line = text.split("\n").find((l) => /apt-get install /.test(l));
  if (line === undefined) throw new Error("no apt-get install line");
  const words = line.slice(line.indexOf("apt-get install ") + "apt-get install ".length).split(/\s+/);
  return words.filter((w) => /^[a-z0-9][a-z0-9.+-]+$/.test(w)).sort();
}

test("the README's test command installs what .ci/run installs, then runs what .ci/run runs", () => {
  const block = /## Run seedgate's tests[\s\S]*?```sh\n([\s\S]*?)```/.exec(readme);
  expect(block).not.toBeNull();
  const commands = block![1]!;
  expect(aptPackages(commands)).toEqual(aptPackages(ciRun));
  expect(commands).toContain("apt-get update");
  // The support matrix's projects: installed by both, or the matrix tests fail on a fresh clone.
  for (const text of [commands, ciRun]) {
    expect(text).toContain("for project in test/matrix/*/; do");
    expect(text).toContain('npm ci --prefix "$project"');
  }
  expect(commands.trim().split("\n").at(-1)).toBe("npm ci && npm test");
  // .ci/run's last step is the README's test command.
  expect(ciRun.trim().split("\n").at(-1)).toBe("npm test");
});

test("cmark-gfm renders the README's first screen: the try block, the adoption link", () => {
  const html = cmark(readme);
  expect(html.split("<pre").length - 1).toBe(fencesIn(readme));
  expect(html).toContain('<code class="language-sh">node dist/cli.js demo');
  expect(html).toContain('<a href="docs/adopting.md">');
  expect(html).toContain('<h2>How it decides</h2>');
  const concepts = readFileSync("docs/concepts.md", "utf8");
  expect(cmark(concepts)).toContain("<h2>Each mechanism in detail</h2>");
});

/** Markdown files of the docs a user reads: README, docs/, examples/. */
function markdown(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules") return [];
    return statSync(path).isDirectory() ? markdown(path) : name.endsWith(".md") ? [path] : [];
  });
}

test("no path of a particular machine appears in the docs", () => {
  // /tmp/<name>-demo in the examples is a path the reader chooses; home and work folders are a machine's.
  const machinePath = /(^|[\s`'"(=])\/(root|home\/[a-z]|work)\//m;
  const offending = ["README.md", ...markdown("docs"), ...markdown("examples")].filter((f) => machinePath.test(readFileSync(f, "utf8")));
  expect(offending).toEqual([]);
});
