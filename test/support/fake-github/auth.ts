// Who is calling: an installation/Actions token (looked up in the state) or a
// GitHub App JWT (RS256, verified against the app's registered public key, the
// way GitHub does before it issues an installation token).
import { createPublicKey, verify } from "node:crypto";
import type { Actor, FakeApp, FakeState } from "./state.js";

export type Caller = { readonly kind: "token"; readonly actor: Actor } | { readonly kind: "app"; readonly app: FakeApp };

export function callerOf(state: FakeState, authorization: string | undefined): Caller | string {
  const match = /^(token|bearer)\s+(\S+)$/i.exec(authorization ?? "");
  if (!match?.[2]) return "Requires authentication";
  const credential = match[2];
  const actor = state.tokens.get(credential);
  if (actor) return { kind: "token", actor };
  if (credential.split(".").length === 3) return appFromJwt(state, credential);
  return "Bad credentials";
}

function appFromJwt(state: FakeState, jwt: string): Caller | string {
  const [header, payload, signature] = jwt.split(".") as [string, string, string];
  let claims: { iss?: unknown; exp?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as typeof claims;
  } catch {
    return "A JSON web token could not be decoded";
  }
  const registered = state.apps.get(Number(claims.iss));
  if (!registered) return "Integration not found";
  const key = createPublicKey(registered.publicKeyPem);
  const signed = verify("RSA-SHA256", Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, "base64url"));
  if (!signed) return "A JSON web token could not be decoded";
  if (typeof claims.exp !== "number" || claims.exp * 1000 < Date.now())
    return "'Expiration time' claim ('exp') must be a numeric value representing the future time at which the assertion expires";
  return { kind: "app", app: registered.app };
}
