// The lane jobs' results as the workflow saw them: `SEEDGATE_NEEDS: ${{ toJSON(needs) }}`
// on the gate step. Any needed job that did not succeed is a reason (the judge decides);
// text that is not the needs object is an input error, never "no needs".
import { SeedgateError } from "../../core/errors.js";

export type Needs = Readonly<Record<string, { readonly result?: string }>>;

/** The needs context from its JSON text; absent or blank text is no needs at all. */
export function parseNeeds(text: string | undefined): { needs?: Needs } {
  if (text === undefined || text.trim() === "") return {};
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error("not an object");
    return { needs: value as Needs };
  } catch (cause) {
    throw new SeedgateError("input", `SEEDGATE_NEEDS is not the JSON of the needs context: ${(cause as Error).message}`, {
      hint: "set SEEDGATE_NEEDS: ${{ toJSON(needs) }} on the gate step",
    });
  }
}
