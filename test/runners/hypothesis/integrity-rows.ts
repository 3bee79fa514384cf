// Result-channel rows as seedgate's plugins write them, for the pure judges' tests.
export const ALL_PHASES = ["explicit", "generate", "reuse", "shrink", "target"];

/** The integrity plugin's row for a clean passing run of test_x, with `over` changed. */
export function testRow(over: Record<string, unknown> = {}): Record<string, unknown> {
  const settings = { max_examples: 100, database: null, deadline: null, phases: ALL_PHASES };
  return {
    event: "test",
    nodeid: "t.py::test_x",
    name: "test_x",
    given: true,
    outcome: "passed",
    examples: 100,
    seed: 1,
    settings,
    asked_max_examples: 100,
    asked_deadline: null,
    all_phases: ALL_PHASES,
    stopped: "settings.max_examples=100",
    ...over,
  };
}

/** Rows numbered as seedgate_channel.py numbers them; a line that is not JSON is kept as a torn tail. */
export function channel(rows: readonly string[]): string {
  const whole = rows.filter((l) => {
    try {
      JSON.parse(l);
      return true;
    } catch {
      return false;
    }
  });
  const torn = rows.filter((l) => !whole.includes(l));
  return whole.map((l, n) => `${JSON.stringify({ ...(JSON.parse(l) as object), n })}\n`).join("") + torn.join("");
}
