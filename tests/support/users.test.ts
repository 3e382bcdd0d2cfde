import { describe, expect, it } from "vitest";
import { verifyPassword } from "#schema/auth/passwords.ts";
import { TEST_PASSWORD, testPasswordHash } from "./users.ts";

describe("testPasswordHash", () => {
  it("makes a hash the app's verifyPassword accepts for its password and refuses for another", async () => {
    const hash = await testPasswordHash(TEST_PASSWORD);
    expect(hash).toMatch(/^scrypt\$10\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(await verifyPassword(TEST_PASSWORD, hash)).toBe(true);
    expect(await verifyPassword("incorrect-horse", hash)).toBe(false);
  });
});
