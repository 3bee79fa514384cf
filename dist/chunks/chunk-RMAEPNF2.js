import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/cli/human.ts
function refuseUnlessHuman(command, what) {
  if (process.env.CI || process.env.GITHUB_ACTIONS) {
    throw new SeedgateError("usage", `${command} refuses to run in CI (CI or GITHUB_ACTIONS is set)`, {
      hint: `${what} is a human's write: run it on your machine, review the diff, commit it`
    });
  }
  if (!process.stdin.isTTY)
    throw new SeedgateError("usage", `${command} refuses to run without a terminal`, { hint: `${what} is a human's write; run it interactively` });
}

export {
  refuseUnlessHuman
};
