// The fast-check sealed inputs' printer (src/harness/evidence/fast-check-inputs.mjs):
// each fc.assert argument's arbitrary by value at the property's first generate, the
// same text for the same arbitrary built twice, another text for another bound.
import fc from "fast-check";
import { expect, test } from "vitest";
import { harnessPath } from "../../src/runners/harness-path.js";

interface Inputs {
  printedArguments(fc: unknown, property: unknown): string[];
  watchInputs(fc: unknown): { take(): string[] | undefined };
}
const { printedArguments, watchInputs } = (await import(harnessPath("evidence/fast-check-inputs.mjs"))) as Inputs;

const property = (max: number) =>
  fc.property(
    fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: max }),
    fc.constantFrom("a", "b"),
    fc.nat().map((n) => n * 2),
    () => true,
  );

test("each argument's arbitrary by value: the bound, constantFrom's values; a function by kind only", () => {
  const [array, constants, mapped] = printedArguments(fc, property(12));
  expect(array).toMatch(/^AlwaysShrinkableArbitrary\{arb: ArrayArbitrary\{arb: IntegerArbitrary\{min: 0, max: 9, .*maxLength: 12,/);
  expect(constants).toContain('ConstantArbitrary{values: ["a", "b"]}');
  expect(mapped).toContain("mapper: function");
  expect(printedArguments(fc, property(12))).toEqual(printedArguments(fc, property(12)));
  expect(printedArguments(fc, property(8))[0]).not.toBe(array);
});

test("fc.assert's property is printed at its first generate and handed to the next reporter call, once", async () => {
  const watch = watchInputs(fc);
  fc.assert(property(7), { seed: 1, numRuns: 5 });
  const seen = watch.take();
  expect(seen).toEqual(printedArguments(fc, property(7)));
  expect(watch.take()).toBeUndefined();
  fc.assert(
    fc.asyncProperty(fc.integer({ min: 3, max: 4 }), async () => true),
    { numRuns: 1 },
  );
});

test("a second watch in the same process (another test file in one worker) still gets its fc.assert's arguments", () => {
  const first = watchInputs(fc);
  const second = watchInputs(fc);
  fc.assert(property(5), { seed: 2, numRuns: 3 });
  expect(second.take()).toEqual(printedArguments(fc, property(5)));
  expect(first.take()).toEqual(printedArguments(fc, property(5)));
});

test("a text past the journal's limit keeps its start and its whole by digest", () => {
  const long = fc.constantFrom(...Array.from({ length: 2000 }, (_, i) => `value-${i}`));
  const one = printedArguments(
    fc,
    fc.property(long, () => true),
  )[0]!;
  expect(one.length).toBeLessThanOrEqual(4100);
  expect(one).toMatch(/… \(sha256 [0-9a-f]{64}\)$/);
});
