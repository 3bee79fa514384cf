// A re-run that runs pull-request code starts its Node without NODE_EXTRA_CA_CERTS
// (src/adapters/subreaper.ts). Its TLS would then fail behind a proxy that needs the
// file, so githubFor refuses loudly in it, before any request could fail obscurely.
import { afterEach, expect, test } from "vitest";
import { githubFor } from "../../src/action/github.js";
import type { ActionSettings } from "../../src/action/inputs.js";
import { becomeSubreaper, caCertsParked, PARKED_CA_ENV, SUBREAPER_ENV } from "../../src/adapters/subreaper.js";

const KEYS = [SUBREAPER_ENV, PARKED_CA_ENV, "NODE_EXTRA_CA_CERTS"] as const;
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
afterEach(() => {
  for (const k of KEYS)
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
});

const settings = { token: "ghs_x" } as ActionSettings;
const repo = { GITHUB_REPOSITORY: "o/r", GITHUB_API_URL: "http://127.0.0.1:9" };

test("a client is made where no CA file was parked", async () => {
  expect(caCertsParked()).toBe(false);
  await expect(githubFor(settings, repo)).resolves.toBeDefined();
});

test("the re-run puts the parked CA file back for its children, and then refuses to call the GitHub API", async () => {
  process.env[SUBREAPER_ENV] = "1";
  process.env[PARKED_CA_ENV] = "/etc/proxy-ca.pem";
  delete process.env.NODE_EXTRA_CA_CERTS;
  await becomeSubreaper(); // the re-run: goes on at once
  expect(process.env.NODE_EXTRA_CA_CERTS).toBe("/etc/proxy-ca.pem");
  expect(process.env[PARKED_CA_ENV]).toBeUndefined();
  expect(caCertsParked()).toBe(true);
  await expect(githubFor(settings, repo)).rejects.toThrow(/runs pull-request code asked for the GitHub API.*NODE_EXTRA_CA_CERTS/);
});
