import type { Role } from "../../prisma/generated/prisma/client.ts";
import { hashPassword } from "../../schema/auth/passwords.ts";
import type { Database } from "../../schema/db.ts";

export const TEST_PASSWORD = "correct-horse";

let passwordHash: Promise<string> | undefined;

export type TestUserOptions = { username: string; role?: Role; verified?: boolean };

/** Inserts a user directly (hashing once per run: scrypt is deliberately slow). */
export async function createUser(db: Database, { username, role = "user", verified = true }: TestUserOptions) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
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
