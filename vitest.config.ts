import { readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // GitHub's workflow parser imports its JSON schemas without an import attribute,
  // which Node's own loader refuses: vite transforms it (below), and its source maps
  // name files the package does not ship, so they are dropped.
  plugins: [
    {
      name: "drop-missing-maps",
      enforce: "pre",
      load: (id) => (/node_modules\/@actions\/(workflow-parser|expressions)\/.*\.js$/.test(id) ? stripMap(id) : null),
    },
  ],
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    server: { deps: { inline: ["@actions/workflow-parser", "@actions/expressions"] } },
  },
});

function stripMap(id: string): string {
  return readFileSync(id.split("?")[0]!, "utf8").replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n");
}
