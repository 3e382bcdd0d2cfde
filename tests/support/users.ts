import { randomBytes, scrypt } from "node:crypto";
import type { Role } from "#prisma/generated/prisma/client.ts";
import type { Database } from "#core/db/db.ts";

export const TEST_PASSWORD = "correct-horse";

/**
 * scrypt's cost for test users: 2^10 rather than the 2^17 (OWASP's) that real accounts get. A stored
 * hash carries its own cost, which verifyPassword reads, so signing in as a test user costs a
 * millisecond instead of most of a second of a core; the suites sign in hundreds of times. Accounts
 * made through the app (sign-up, password change, reset) still get the real cost.
 */
const TEST_COST_LOG2 = 10;

/** A hash of `password` in the stored format of schema/auth/passwords.ts, at the test users' cost. */
export function testPasswordHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) => {
    scrypt(password, salt, 64, { N: 2 ** TEST_COST_LOG2, r: 8, p: 1 }, (error, key) =>
      error
        ? reject(error)
        : resolve(["scrypt", TEST_COST_LOG2, 8, 1, salt.toString("base64"), key.toString("base64")].join("$")),
    );
  });
}

let passwordHash: Promise<string> | undefined;

export type TestUserOptions = { username: string; role?: Role; verified?: boolean };

/** Inserts a user directly, with TEST_PASSWORD (hashed once per file, at the test users' cost). */
export async function createUser(db: Database, { username, role = "user", verified = true }: TestUserOptions) {
  passwordHash ??= testPasswordHash(TEST_PASSWORD);
  const email = `${username}@example.com`;
  return db.user.create({
    data: {
      username,
      email,
      emailNormalized: email,
      passwordHash: await passwordHash,
      role,
      emailVerifiedAt: verified ? new Date() : null,
    },
  });
}
