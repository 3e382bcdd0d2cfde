import { describe, expect, it } from "vitest";
import { otherSessionsEndedText } from "./sessionsText.ts";

describe("otherSessionsEndedText", () => {
  it("says how many other sessions ended, or that there were none", () => {
    expect([0, 1, 3].map(otherSessionsEndedText)).toEqual([
      "No other session was signed in.",
      "Signed out 1 other session.",
      "Signed out 3 other sessions.",
    ]);
  });
});
