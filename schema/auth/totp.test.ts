import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { newRecoveryCode, newTotpSecret, normalizeRecoveryCode, totpCodeStep, totpStep, totpUrl } from "./totp.ts";

const NOW = Date.UTC(2026, 10, 27, 8, 0, 15);
const STEP_MS = 30_000;

/** The code an authenticator app shows at `timestamp`, computed by otpauth itself from the secret. */
function codeAt(secret: string, timestamp: number) {
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30, timestamp });
}

describe("TOTP codes", () => {
  const secret = newTotpSecret();

  it("makes a 160-bit base32 secret", () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it("accepts the current code and names its time step", () => {
    expect(totpCodeStep(secret, codeAt(secret, NOW), NOW)).toBe(Math.floor(NOW / STEP_MS));
    expect(totpStep(NOW)).toBe(Math.floor(NOW / STEP_MS));
  });

  it("accepts the codes of one step either side, each with its own step", () => {
    expect(totpCodeStep(secret, codeAt(secret, NOW - STEP_MS), NOW)).toBe(Math.floor(NOW / STEP_MS) - 1);
    expect(totpCodeStep(secret, codeAt(secret, NOW + STEP_MS), NOW)).toBe(Math.floor(NOW / STEP_MS) + 1);
  });

  it("refuses codes two steps away, another secret's code and a code that is not six digits", () => {
    expect(totpCodeStep(secret, codeAt(secret, NOW - 2 * STEP_MS), NOW)).toBeNull();
    expect(totpCodeStep(secret, codeAt(secret, NOW + 2 * STEP_MS), NOW)).toBeNull();
    const other = newTotpSecret();
    const otherCode = codeAt(other, NOW);
    const ownCodes = [-1, 0, 1].map((offset) => codeAt(secret, NOW + offset * STEP_MS));
    if (!ownCodes.includes(otherCode)) expect(totpCodeStep(secret, otherCode, NOW)).toBeNull();
    expect(totpCodeStep(secret, "12345", NOW)).toBeNull();
  });

  it("gives apps the otpauth address of SHA1, 6 digits and 30 seconds, under the issuer it is given", () => {
    const url = new URL(totpUrl(secret, "ada", "Larkspur CRM"));
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe("/Larkspur CRM:ada");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      issuer: "Larkspur CRM",
      secret,
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
  });
});

describe("recovery codes", () => {
  it("are ten characters of an alphabet without look-alikes, grouped by five", () => {
    const codes = Array.from({ length: 50 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^[a-km-np-z2-9]{5}-[a-km-np-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(50);
  });

  it("are read without regard to case, spaces or hyphens", () => {
    expect(normalizeRecoveryCode(" AB2CD-EF3GH ")).toBe("ab2cdef3gh");
    expect(normalizeRecoveryCode("ab2cd ef3gh")).toBe("ab2cdef3gh");
  });
});
