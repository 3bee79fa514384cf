// Limits GitHub enforces that its OpenAPI description does not (or cannot)
// express. The description's `maxLength: 65535` counts characters; GitHub
// counts the UTF-8 bytes of a check run's summary and text.
type Body = Record<string, unknown>;

export const MAX_ANNOTATIONS_PER_REQUEST = 50;
export const MAX_OUTPUT_BYTES = 65_535;
export const MAX_COMMENT_CHARS = 65_536;

const asObject = (v: unknown): Body | undefined => (v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Body) : undefined);

/** Extra errors for `operationId`'s body (empty when within limits). */
export function limitErrors(operationId: string, body: unknown): string[] {
  const b = asObject(body);
  if (!b) return [];
  switch (operationId) {
    case "checks/create":
      return [...outputErrors(b.output), ...completionErrors(b)];
    case "checks/update":
      return outputErrors(b.output);
    case "issues/create-comment":
    case "issues/update-comment":
      return commentErrors(b.body);
    default:
      return [];
  }
}

function outputErrors(raw: unknown): string[] {
  const output = asObject(raw);
  if (!output) return [];
  const errors: string[] = [];
  for (const field of ["summary", "text"] as const) {
    const value = output[field];
    if (typeof value === "string" && Buffer.byteLength(value, "utf8") > MAX_OUTPUT_BYTES) {
      errors.push(`output.${field} is ${Buffer.byteLength(value, "utf8")} bytes; the maximum is ${MAX_OUTPUT_BYTES} bytes`);
    }
  }
  const annotations = Array.isArray(output.annotations) ? output.annotations : [];
  if (annotations.length > MAX_ANNOTATIONS_PER_REQUEST) {
    errors.push(`output.annotations has ${annotations.length} items; at most ${MAX_ANNOTATIONS_PER_REQUEST} per request`);
  }
  annotations.forEach((a, i) => errors.push(...annotationErrors(asObject(a), i)));
  return errors;
}

/** GitHub's documented rules: lines start at 1, ranges run forward, columns only on one line. */
function annotationErrors(a: Body | undefined, i: number): string[] {
  if (!a) return [];
  const start = a.start_line;
  const end = a.end_line;
  if (typeof start !== "number" || typeof end !== "number") return [];
  const errors: string[] = [];
  if (start < 1) errors.push(`output.annotations[${i}].start_line must be at least 1`);
  if (end < start) errors.push(`output.annotations[${i}].end_line is before start_line`);
  if ((a.start_column !== undefined || a.end_column !== undefined) && start !== end) {
    errors.push(`output.annotations[${i}]: columns are only allowed when start_line equals end_line`);
  }
  return errors;
}

/** checks/create: "completed" needs a conclusion (checks/update says so in its anyOf). */
function completionErrors(b: Body): string[] {
  const completed = b.status === "completed" || b.completed_at !== undefined;
  return completed && b.conclusion === undefined ? ["conclusion is required when status is completed"] : [];
}

function commentErrors(body: unknown): string[] {
  if (typeof body !== "string") return [];
  const chars = [...body].length;
  return chars > MAX_COMMENT_CHARS ? [`body is too long (maximum is ${MAX_COMMENT_CHARS} characters, got ${chars})`] : [];
}
