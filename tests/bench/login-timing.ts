/**
 * `npm run bench`: how long a failed login takes for an unknown username and for a wrong password.
 * The two should be close, so response time does not tell an attacker which usernames exist.
 */
import { performance } from "node:perf_hooks";
import { pino } from "pino";
import supertest from "supertest";
import { buildApp } from "../../gateway/app.ts";
import { runMigrationsInChildProcess } from "../../prisma/run-migrations.ts";
import { createDatabase } from "../../schema/db.ts";
import { adminQuery, databaseUrl } from "../support/postgres-admin.ts";
import { startThrowawayPostgres } from "../support/throwaway-postgres.ts";
import { createUser } from "../support/users.ts";

const ROUNDS = 15;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const postgres = await startThrowawayPostgres();
try {
  await adminQuery(postgres.adminUrl, "CREATE DATABASE bench");
  const url = databaseUrl(postgres.adminUrl, "bench");
  await runMigrationsInChildProcess(url);
  const db = createDatabase(url);
  await createUser(db, { username: "existing" });
  const app = buildApp({
    db,
    log: pino({ level: "silent" }),
    config: {
      production: true,
      appUrl: "http://bench.test",
      sessionSecret: "bench-session-secret-that-is-long-enough",
      authRateLimit: 10_000,
      trustProxy: 0,
    },
  });
  const timeLogin = async (username: string) => {
    const started = performance.now();
    const response = await supertest(app)
      .post("/api/auth/login")
      .set("Content-Type", "application/json")
      .send({ username, password: "wrong-password" });
    if (response.status !== 401) throw new Error(`expected 401, got ${response.status}`);
    return performance.now() - started;
  };
  await timeLogin("warm-up");
  const unknownUser: number[] = [];
  const wrongPassword: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    unknownUser.push(await timeLogin(`nobody-${round}`));
    wrongPassword.push(await timeLogin("existing"));
  }
  console.log(`failed login, median of ${ROUNDS} (ms):`);
  console.log(`  unknown username: ${median(unknownUser).toFixed(1)}`);
  console.log(`  wrong password:   ${median(wrongPassword).toFixed(1)}`);
  console.log(`  ratio:            ${(median(unknownUser) / median(wrongPassword)).toFixed(3)}`);
  await db.$disconnect();
} finally {
  await postgres.stop();
}
process.exit(0);
