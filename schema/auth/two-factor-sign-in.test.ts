import { describe, expect, it } from "vitest";
import type { Context } from "#core/context.ts";
import { PENDING_SIGN_IN_MS, pendingSignIn } from "./two-factor-sign-in.ts";

const STARTED = Date.UTC(2026, 10, 27, 8, 0, 0);
const pending = { userId: "0194f39f-0d0d-7a00-8e00-1a2b3c4d5e6f", startedAt: STARTED, signIn: "login" as const };
const withPending = (twoFactorPending?: typeof pending) => ({ session: { twoFactorPending } }) as unknown as Context;

describe("a sign-in waiting for its second factor", () => {
  it("lasts five minutes from the password", () => {
    expect(PENDING_SIGN_IN_MS).toBe(5 * 60 * 1000);
    expect(pendingSignIn(withPending(pending), STARTED)).toEqual(pending);
    expect(pendingSignIn(withPending(pending), STARTED + PENDING_SIGN_IN_MS - 1)).toEqual(pending);
    expect(pendingSignIn(withPending(pending), STARTED + PENDING_SIGN_IN_MS)).toBeNull();
  });

  it("is nothing without one, or with one dated in the future", () => {
    expect(pendingSignIn(withPending(undefined), STARTED)).toBeNull();
    expect(pendingSignIn(withPending(pending), STARTED - 1)).toBeNull();
  });
});
