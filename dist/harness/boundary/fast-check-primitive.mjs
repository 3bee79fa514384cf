// The subject's half of a handle's coercion to a primitive (issue 44 item 2): which
// production class the object is (an export of a module the oracle imported, named
// `path#export` from the workspace root, as a hunt records it in the journal's
// `shapes`), and the language's ToPrimitive run beside the object's own code. The
// oracle decides whether it may take the answer (fast-check-values.mjs).

/**
 * `path#export` of an imported module's exported class whose prototype is `obj`'s own, root-relative; null when none is.
 * A CommonJS module (jest's loader: `{ default: module.exports }`) names its classes by their keys on its exports.
 */
export function classOf(loaded, root, obj) {
  const proto = Object.getPrototypeOf(obj);
  for (const [path, ns] of loaded)
    for (const exports of [ns, typeof ns.default === "object" && ns.default !== null ? ns.default : {}])
      for (const name of Object.keys(exports))
        if (name !== "default" && typeof exports[name] === "function" && exports[name].prototype === proto)
          return `${path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path}#${name}`;
  return null;
}

/** The language's ToPrimitive, run here where the object's code is (the oracle's Symbol.toPrimitive asked for it). */
export function toPrimitive(obj, hint) {
  const exotic = obj[Symbol.toPrimitive];
  if (exotic !== undefined && exotic !== null) return Reflect.apply(exotic, obj, [hint]);
  for (const name of ["valueOf", "toString"]) {
    const r = typeof obj[name] === "function" ? Reflect.apply(obj[name], obj, []) : obj;
    if (r === null || (typeof r !== "object" && typeof r !== "function")) return r;
  }
  throw new TypeError("Cannot convert object to primitive value");
}
