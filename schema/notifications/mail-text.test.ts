import { describe, expect, it } from "vitest";
import { personName } from "./mail-text.ts";

describe("personName", () => {
  it("joins the first and last name the person gave", () => {
    expect(personName({ firstName: "Ann", lastName: "Lee", username: "ann" })).toBe("Ann Lee");
    expect(personName({ firstName: "Ann", lastName: "", username: "ann" })).toBe("Ann");
  });

  it("falls back to the username when no name was given", () => {
    expect(personName({ firstName: " ", lastName: "", username: "ann" })).toBe("ann");
  });
});
