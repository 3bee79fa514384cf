// The lane engine's workers (engine.ts runRows): how many cores the running units use
// now, and what one unit holds as it runs. A fanning unit (the fork server, a fast-check
// run) holds one worker while it boots, then as many as it still runs rows at once:
// once fewer rows are left than its width, the cores it no longer uses go to the next
// unit. At least one until it returns (its reruns run one at a time).

/** The busy count, and a wait for it to drop. */
export interface Workers {
  /** True when no unit may start now. */
  full(): boolean;
  /** Resolves at the next release (a unit narrowed or ended). */
  released(): Promise<void>;
  take(n: number): void;
}

export function workers(slots: number): Workers {
  let busy = 0;
  let wake: (() => void) | undefined;
  return {
    full: () => busy >= slots,
    released: () => new Promise<void>((resolve) => (wake = resolve)),
    take(n) {
      busy += n;
      if (n < 0) wake?.();
    },
  };
}

/** What one unit of `size` rows holds, `width` at most; `ready` and `ended` come from its batch, `end` once it returned. */
export function unitHold(pool: Workers, size: number, width: number, boots: boolean) {
  let booted = !boots;
  let held = 0;
  const left = new Set(Array.from({ length: size }, (_, j) => j));
  const settle = () => {
    const want = booted ? Math.max(1, Math.min(width, left.size)) : 1;
    pool.take(want - held);
    held = want;
  };
  settle();
  return {
    ready() {
      booted = true;
      settle();
    },
    /** Row `j` of the unit ended (told twice, or out of range: ignored). */
    ended(j: number) {
      if (left.delete(j)) settle();
    },
    end() {
      pool.take(-held);
      held = 0;
    },
  };
}
