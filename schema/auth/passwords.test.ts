import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.ts";

describe("password hashing", () => {
  it("stores scrypt with the OWASP cost and a random salt", async () => {
    const first = await hashPassword("secret1");
    const second = await hashPassword("secret1");
    expect(first.split("$").slice(0, 4)).toEqual(["scrypt", "17", "8", "1"]);
    expect(first).not.toBe(second);
  });

  it("accepts the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("correct horse");
    expect(await verifyPassword("correct horse", stored)).toBe(true);
    expect(await verifyPassword("correct horsf", stored)).toBe(false);
  });

  it("refuses a malformed stored hash instead of throwing", async () => {
    expect(await verifyPassword("anything", "not-a-hash")).toBe(false);
  });
});
