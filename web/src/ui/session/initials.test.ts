import { describe, expect, it } from "vitest";
import { initials } from "./initials.ts";

describe("initials", () => {
  it("takes the first two letters of the username", () => {
    expect(initials("alice", "bob@example.com")).toBe("AL");
  });

  it("uses the email when there is no username", () => {
    expect(initials("", "bob@example.com")).toBe("BO");
    expect(initials(null, "bob@example.com")).toBe("BO");
  });

  it("falls back to U when there is neither", () => {
    expect(initials(undefined, undefined)).toBe("U");
    expect(initials("  ", "")).toBe("U");
  });

  it("keeps a one-letter name as one letter", () => {
    expect(initials("z", null)).toBe("Z");
  });
});
