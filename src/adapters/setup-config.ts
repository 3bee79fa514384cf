// The package managers' own configuration (a mirror, a private index, a proxy, a CA
// bundle: pip.conf, .npmrc, PIP_*, npm_config_*) reaches runners.setup, read-only, so
// setup installs where the user's pip or npm does. What may hold a credential (the
// files, PIP_*, npm_config_*, a proxy URL) never reaches a row's process, which runs
// pull-request code; a CA bundle's path is no secret, and rows keep it as they always had.
import { statSync } from "node:fs";
import { isAbsolute, join } from "node:path";

/** Where pip and npm read a user's configuration, relative to HOME (/etc/pip.conf is read in place: / is visible read-only). */
export const SETUP_HOME_FILES = [".config/pip/pip.conf", ".pip/pip.conf", ".npmrc"] as const;

/** pip's and npm's settings and the proxies: any of them may carry a token or a password. */
const CREDENTIALED = /^(PIP_|npm_config_)|^(HTTPS?_PROXY|NO_PROXY|ALL_PROXY)$/i;
/** The CA bundles their HTTP clients read: paths, which setup gets bound read-only. */
const CA_BUNDLES = /^(REQUESTS_CA_BUNDLE|CURL_CA_BUNDLE|SSL_CERT_FILE|SSL_CERT_DIR|NODE_EXTRA_CA_CERTS)$/i;

export const isSetupConfigEnv = (name: string): boolean => CREDENTIALED.test(name) || CA_BUNDLES.test(name);

/** An environment without what of the package managers' configuration may hold a credential: what a row's process gets. */
export function withoutSetupConfig<V>(env: Readonly<Record<string, V>>): Record<string, V> {
  return Object.fromEntries(Object.entries(env).filter(([k]) => !CREDENTIALED.test(k)));
}

export interface SetupConfig {
  /** Files bound read-only into the sandbox's private HOME, at `home` (relative to it). */
  readonly homeFiles: readonly { readonly host: string; readonly home: string }[];
  /** Files the settings name (a CA bundle, PIP_CONFIG_FILE): read-only, wherever they are. */
  readonly readOnly: readonly string[];
}

/** A file (or a CA folder) that is there to bind. */
const present = (p: string, folderToo = false): boolean => {
  try {
    const st = statSync(p);
    return st.isFile() || (folderToo && st.isDirectory());
  } catch {
    return false;
  }
};

/** What of the caller's package-manager configuration exists, to hand setup. */
export function setupConfigFrom(env: Readonly<Record<string, string | undefined>>): SetupConfig {
  const home = env.HOME;
  const homeFiles =
    home === undefined || !isAbsolute(home) ? [] : SETUP_HOME_FILES.filter((f) => present(join(home, f))).map((f) => ({ host: join(home, f), home: f }));
  const named = Object.entries(env)
    .filter((e): e is [string, string] => e[1] !== undefined && isSetupConfigEnv(e[0]) && isAbsolute(e[1]))
    .map(([, v]) => v)
    .filter((p) => present(p, true));
  return { homeFiles, readOnly: [...new Set(named)] };
}
