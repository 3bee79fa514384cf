// The shared values of the codec conformance test, described as JSON both halves read
// (codec-conformance.py builds and describes them in Python, this file in Node).

export type Described =
  | { kind: "null" }
  | { kind: "bool"; value: boolean }
  | { kind: "int"; value: string }
  | { kind: "float"; value: number | "NaN" | "Infinity" | "-Infinity" | "-0" }
  | { kind: "str"; value: string }
  | { kind: "bytes"; hex: string }
  | { kind: "list" | "set"; items: Described[] }
  | { kind: "dict"; entries: [string, Described][] }
  | { kind: "map"; entries: [Described, Described][] }
  | { kind: "instant"; ms: number }
  | { kind: "other"; type: string };
export type Job = { vectors: Described[]; trees: unknown[] };
export type Outcome = { encoded: unknown[]; decoded: (Described | { refused: string })[] };

const int = (value: string | number): Described => ({ kind: "int", value: String(value) });
const float = (value: number | "NaN" | "Infinity" | "-Infinity" | "-0"): Described => ({ kind: "float", value });
const str = (value: string): Described => ({ kind: "str", value });
const list = (...items: Described[]): Described => ({ kind: "list", items });

/** `levels` lists nested in one another around a 0. */
export const deep = (levels: number): Described => (levels === 0 ? int(0) : list(deep(levels - 1)));

/** [name, description, "refused" when both sides must refuse it]. A set's items are in the order both languages iterate them. */
export const VECTORS: [string, Described, "refused"?][] = [
  ["null", { kind: "null" }],
  ["true", { kind: "bool", value: true }],
  ["false", { kind: "bool", value: false }],
  ...[0, 42, -7, "9007199254740991", "-9007199254740991"].map((v): [string, Described] => [`safe int ${v}`, int(v)]),
  ...["9007199254740992", "12345678901234567890", "-98765432109876543210987654321"].map((v): [string, Described] => [`big int ${v}`, int(v)]),
  ...[0.5, -2.75, 3.141592653589793, 1.7976931348623157e308, 5e-324].map((v): [string, Described] => [`float ${v}`, float(v)]),
  ...(["NaN", "Infinity", "-Infinity", "-0"] as const).map((v): [string, Described] => [`float ${v}`, float(v)]),
  ["empty str", str("")],
  ["unicode str", str("é ünïcode ✓ 𝄞")],
  ["lone high surrogate", str("a\ud800b")],
  ["lone low surrogate", str("\udfff")],
  ["escapes", str('quote " backslash \\ \n\t\u0000\u001f\u007f </script>')],
  ["empty bytes", { kind: "bytes", hex: "" }],
  ["bytes", { kind: "bytes", hex: "00ff10" }],
  ["256 bytes", { kind: "bytes", hex: Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0")).join("") }],
  ["empty list", list()],
  ["mixed list", list(int(1), str("a"), { kind: "null" }, list({ kind: "bool", value: true }), float("NaN"))],
  ["empty dict", { kind: "dict", entries: [] }],
  [
    "nested dict",
    {
      kind: "dict",
      entries: [
        ["b", int(1)],
        ["a", list(int(2), { kind: "dict", entries: [["c", str("d")]] })],
      ],
    },
  ],
  ["dict with a __proto__ key", { kind: "dict", entries: [["__proto__", int(1)]] }],
  [
    "map with an int key",
    {
      kind: "map",
      entries: [
        [int(1), str("one")],
        [str("two"), int(2)],
      ],
    },
  ],
  [
    "map with bool and float keys",
    {
      kind: "map",
      entries: [
        [{ kind: "bool", value: true }, { kind: "null" }],
        [float(0.5), str("half")],
      ],
    },
  ],
  ["empty set", { kind: "set", items: [] }],
  ["set of small ints", { kind: "set", items: [int(1), int(2), int(3)] }],
  ...[0, 1700000000123, -86400000, 253402300799999].map((ms): [string, Described] => [`instant ${ms}`, { kind: "instant", ms }]),
  ["the depth cap", deep(100)],
  ["one level over the depth cap", deep(101), "refused"],
];

/** The Node value a description stands for. */
export function buildNode(x: Described): unknown {
  switch (x.kind) {
    case "null":
      return null;
    case "bool":
    case "str":
      return x.value;
    case "int":
      return Number.isSafeInteger(Number(x.value)) && String(Number(x.value)) === x.value ? Number(x.value) : BigInt(x.value);
    case "float":
      return typeof x.value === "number" ? x.value : { NaN, Infinity, "-Infinity": -Infinity, "-0": -0 }[x.value];
    case "bytes":
      return new Uint8Array(Buffer.from(x.hex, "hex"));
    case "list":
      return x.items.map(buildNode);
    case "set":
      return new Set(x.items.map(buildNode));
    case "dict": {
      const o = {};
      for (const [k, v] of x.entries) Object.defineProperty(o, k, { value: buildNode(v), enumerable: true, writable: true, configurable: true });
      return o;
    }
    case "map":
      return new Map(x.entries.map(([k, v]) => [buildNode(k), buildNode(v)]));
    case "instant":
      return new Date(x.ms);
    case "other":
      throw new Error(`no Node value for ${x.type}`);
  }
}

/** The description of a Node value the codec decoded (a set's items sorted, as the Python half does). */
export function describeNode(v: unknown): Described {
  if (v === null) return { kind: "null" };
  if (typeof v === "boolean") return { kind: "bool", value: v };
  if (typeof v === "string") return { kind: "str", value: v };
  if (typeof v === "bigint") return int(v.toString());
  if (typeof v === "number") {
    if (Number.isSafeInteger(v) && !Object.is(v, -0)) return int(v); // a larger integral Number is a float in both languages
    return float(Number.isNaN(v) ? "NaN" : v === Infinity ? "Infinity" : v === -Infinity ? "-Infinity" : Object.is(v, -0) ? "-0" : v);
  }
  if (v instanceof Uint8Array) return { kind: "bytes", hex: Buffer.from(v).toString("hex") };
  if (Array.isArray(v)) return list(...v.map(describeNode));
  if (v instanceof Set) return { kind: "set", items: [...v].map(describeNode).sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1)) };
  if (v instanceof Map) return { kind: "map", entries: [...v].map(([k, x]) => [describeNode(k), describeNode(x)]) };
  if (v instanceof Date) return { kind: "instant", ms: v.getTime() };
  if (typeof v === "object" && Object.getPrototypeOf(v) === Object.prototype)
    return { kind: "dict", entries: Object.keys(v).map((k) => [k, describeNode((v as Record<string, unknown>)[k])]) };
  return { kind: "other", type: typeof v };
}
