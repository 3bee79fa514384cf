// Shared report inputs for the planner and poster tests.
import type { CheckAnnotation } from "../../src/ports/github.js";

export const annotations = (n: number, level: CheckAnnotation["annotation_level"] = "failure"): CheckAnnotation[] =>
  Array.from({ length: n }, (_, i) => ({
    path: `src/f${i}.ts`,
    start_line: i + 1,
    end_line: i + 1,
    annotation_level: level,
    message: `finding ${i}`,
    title: "seed.replay",
  }));
