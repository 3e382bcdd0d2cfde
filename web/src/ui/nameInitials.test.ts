import { describe, expect, it } from "vitest";
import { nameInitials } from "./nameInitials.ts";

describe("nameInitials", () => {
  it("takes the first letter of the first two words", () => {
    expect(nameInitials("Sarah Johnson")).toBe("SJ");
    expect(nameInitials("emily   rodriguez")).toBe("ER");
  });

  it("keeps at most 2 characters", () => {
    expect(nameInitials("Mary Ann Smith Jones")).toBe("MA");
  });

  it("uses one letter for a one-word name", () => {
    expect(nameInitials("Cher")).toBe("C");
  });

  it("shows '?' when there is no name", () => {
    expect(nameInitials("")).toBe("?");
    expect(nameInitials("   ")).toBe("?");
    expect(nameInitials(null)).toBe("?");
  });
});
