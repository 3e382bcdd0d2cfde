import { describe, expect, it } from "vitest";
import { createTokenSecret, hashTokenSecret } from "./tokens.ts";

describe("link tokens", () => {
  it("makes a 32-byte url-safe secret and stores only its SHA-256", () => {
    const { secret, hash } = createTokenSecret();
    expect(Buffer.from(secret, "base64url")).toHaveLength(32);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toBe(hashTokenSecret(secret));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(secret);
  });

  it("never repeats a secret", () => {
    const secrets = new Set(Array.from({ length: 100 }, () => createTokenSecret().secret));
    expect(secrets.size).toBe(100);
  });
});
