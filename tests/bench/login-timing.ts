/**
 * `npm run bench`: how long a failed login takes for an unknown username and for a wrong password.
 * The two should be close, so response time does not tell an attacker which usernames exist.
 */
import { pino } from "pino";
import supertest from "supertest";
import { buildApp } from "#gateway/app.ts";
import { createUser } from "#tests/support/users.ts";
import { medianMs, ROUNDS, withBenchDatabase } from "./bench-support.ts";

await withBenchDatabase(async (db) => {
  await createUser(db, { username: "existing" });
  const app = buildApp({
    db,
    log: pino({ level: "silent" }),
    config: {
      appUrl: "http://bench.test",
      sessionSecret: "bench-session-secret-that-is-long-enough",
      authRateLimit: 10_000,
      apiRateLimit: 1000,
      trustProxy: 0,
      webhooksAllowPrivateUrls: false,
      demoData: false,
    },
  });
  const failedLogin = (username: string) => async () => {
    const response = await supertest(app)
      .post("/api/auth/login")
      .set("Content-Type", "application/json")
      .send({ username, password: "wrong-password" });
    if (response.status !== 401) throw new Error(`expected 401, got ${response.status}`);
  };
  const unknownUser = await medianMs(failedLogin("nobody"));
  const wrongPassword = await medianMs(failedLogin("existing"));
  console.log(`failed login, median of ${ROUNDS} (ms):`);
  console.log(`  unknown username: ${unknownUser.toFixed(1)}`);
  console.log(`  wrong password:   ${wrongPassword.toFixed(1)}`);
  console.log(`  ratio:            ${(unknownUser / wrongPassword).toFixed(3)}`);
});
process.exit(0);
