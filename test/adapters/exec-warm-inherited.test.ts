// The re-run adopts the shim's warm interpreter only through fds Node marked
// close-on-exec (exec-warm-inherited.ts): the mark is read from /proc/self/fdinfo.
import { closeSync, openSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { closedOnExec, inheritedWarm } from "../../src/adapters/exec-warm-inherited.js";

test("an fd's close-on-exec mark is read from its fdinfo flags (octal)", () => {
  expect(closedOnExec("pos:\t0\nflags:\t02000002\nmnt_id:\t15\n")).toBe(true);
  expect(closedOnExec("pos:\t0\nflags:\t0100002\nmnt_id:\t15\n")).toBe(false);
  expect(closedOnExec("")).toBe(false); // not open
  const fd = openSync("/dev/null", "r"); // Node opens close-on-exec
  try {
    if (process.platform === "linux") expect(closedOnExec(readFileSync(`/proc/self/fdinfo/${fd}`, "utf8"))).toBe(true);
  } finally {
    closeSync(fd);
  }
});

test("a malformed SEEDGATE_WARM_FDS is no warm interpreter (and no fd it names is touched: this process's own are open)", () => {
  for (const spec of ["", "x", "0,3,4,5,6,7", "12,3,4,5,6", "12,3,4,5,6,70", "12,1,4,5,6,7"]) expect(inheritedWarm(spec)).toBeUndefined();
  if (process.platform === "linux") expect(readFileSync("/proc/self/fdinfo/3", "utf8")).toContain("flags"); // still open
});
