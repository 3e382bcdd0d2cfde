import { Secret, TOTP } from "otpauth";
import type TestAgent from "supertest/lib/agent.js";
import type { TestApp } from "./test-app.ts";

const STEP_MS = 30_000;

/** The code an authenticator app shows now (or `steps` steps away), computed from the secret with otpauth. */
export function totpCode(secret: string, steps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    timestamp: Date.now() + steps * STEP_MS,
  });
}

/** Six digits that are not the secret's code for any step the server accepts around now. */
export function wrongTotpCode(secret: string): string {
  const accepted = new Set([-2, -1, 0, 1, 2].map((steps) => totpCode(secret, steps)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, "0");
    if (!accepted.has(candidate)) return candidate;
  }
}

/**
 * Forgets the last time step the account used, so the test may send a code of the current step again
 * (an authenticator shows one code per 30 seconds; a test signs in several times within one).
 */
export async function allowCodeAgain(t: TestApp, username: string) {
  const user = await t.db.user.findUniqueOrThrow({ where: { username } });
  await t.db.totpSecret.update({ where: { userId: user.id }, data: { lastStep: null } });
}

/** Turns two-factor on over REST for the agent's account: its secret and recovery codes. */
export async function enrolTotp(t: TestApp, agent: TestAgent, username: string) {
  const started = await agent.post("/api/user/two-factor/totp").set("Content-Type", "application/json").send({});
  if (started.status !== 200) throw new Error(`enrolment failed: ${started.status} ${started.text}`);
  const { secret } = started.body as { secret: string };
  const confirmed = await agent
    .post("/api/user/two-factor/totp/confirm")
    .set("Content-Type", "application/json")
    .send({ code: totpCode(secret) });
  if (confirmed.status !== 200) throw new Error(`confirmation failed: ${confirmed.status} ${confirmed.text}`);
  await allowCodeAgain(t, username);
  return { secret, recoveryCodes: (confirmed.body as { recoveryCodes: string[] }).recoveryCodes };
}
