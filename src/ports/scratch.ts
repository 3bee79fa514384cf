// What a runner asks of the host's files besides its processes: a private scratch
// directory per run (the config and inputs it hands a process, the report the process
// writes back) and read-only look-ups of what is installed (an interpreter on PATH, a
// venv's site-packages, where the repository really is). Runners reach files only
// through this port (eslint.config.js); adapters/disk.ts is the host's, a test may
// pass a readable fake.

/** A private directory outside every workspace, removed by `dispose`. */
export interface Scratch {
  /** Absolute, handed to processes as it is: the sandbox binds `<tmp>/seedgate-*` folders named in argv or env writable. */
  readonly dir: string;
  /** Where `name` (plain names joined by `/`, nothing outside) is, or will be once a process writes it. */
  path(name: string): string;
  /** Writes `name` readable by this user only (its folders made as needed). */
  write(name: string, text: string): void;
  /** The text of `name` (a fork's `7/junit.xml`), or null when nothing readable is there. */
  read(name: string): string | null;
  /** Copies everything written to `dest` (made if missing). */
  copyTo(dest: string): void;
  dispose(): void;
}

export interface Disk {
  /** A fresh scratch directory `<tmp>/<prefix>XXXXXX`; `prefix` starts `seedgate-`, the name the sandbox binds. */
  scratch(prefix: string): Scratch;
  /** A fresh path beside the scratch directories that nothing creates: a pycache prefix no bytecode is read from. */
  nowhere(prefix: string): string;
  /** Whether something is at `path`, links followed. */
  exists(path: string): boolean;
  /** The bytes at `path` (a fixture, a capture the harness left), or null when nothing readable is there. */
  bytes(path: string): Buffer | null;
  /** `path` with every link resolved, or undefined when it does not resolve. */
  real(path: string): string | undefined;
  /** The names in directory `dir`, or none when it is no readable directory. */
  names(dir: string): string[];
}
