// The hunt is the lane (issue 47 item 7): a Node property's framework (fast-check, vitest,
// jest) and the packages its sealed test and sealed helpers import run in the oracle, and a
// lane refuses rows whose installed copies are not the base lockfile's, version and files
// (lane/node-trust.ts), or, with no base lockfile, whose sealed files import a package at
// all. The hunt applies that one rule before the first seed, with the oracle revision as
// the base: a seed's inputs are its fast-check version's, and a sealed import the lane
// would refuse would make every row of the proposed journal an error.
import { SeedgateError } from "../../core/errors.js";
import type { Config } from "../../core/inputs/config.js";
import type { Git, Log } from "../../ports/local.js";
import type { Trees } from "../../ports/trees.js";
import { frameworkTexts, npmCaches } from "../lane/framework.js";
import { nodeRefusals, nodeTrust, trustsPackages } from "../lane/node-trust.js";

export interface NodeCheckPorts {
  readonly git: Git;
  readonly trees: Trees;
  readonly log: Log;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** Where the hunt's tree is: its folder, what is sealed, and the npm cache its setup used (the tarballs are looked for there first). */
export interface HuntTreeAt {
  readonly dir: string;
  readonly isSealed: (path: string) => boolean;
  readonly npmCache?: string;
}

/** Throws the lane's refusal when the tree's installed framework or sealed imports are not what the oracle's package-lock.json pins. */
export async function refuseNodeAsTheLane(ports: NodeCheckPorts, config: Config, selector: string, oracle: string, tree: HuntTreeAt): Promise<void> {
  const trust = await nodeTrust(ports.git, oracle, config, [selector], tree.isSealed);
  if (!trustsPackages(trust)) return;
  const texts = await frameworkTexts(ports.git, oracle, oracle);
  const caches = npmCaches(tree.npmCache === undefined ? undefined : { dir: tree.npmCache }, ports.env);
  const why = [...nodeRefusals(trust, texts, ports, tree.dir, caches).values()][0];
  if (why === undefined) return;
  throw new SeedgateError("config", `a lane would refuse this property: ${why}`, {
    field: "runners.setup",
    hint: "the hunt runs what its lanes run: install the oracle revision's package-lock.json (npm ci) in the checkout, or in runners.setup",
  });
}
