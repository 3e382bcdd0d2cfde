import { describe, expect, it } from "vitest";
import { displayedActivityType } from "./activityTypes.ts";

describe("displayedActivityType", () => {
  it("keeps the four known types", () => {
    expect(displayedActivityType("call")).toBe("call");
    expect(displayedActivityType("email")).toBe("email");
    expect(displayedActivityType("meeting")).toBe("meeting");
    expect(displayedActivityType("note")).toBe("note");
  });

  it("shows any other type as a note", () => {
    expect(displayedActivityType("sms")).toBe("note");
    expect(displayedActivityType("")).toBe("note");
  });
});
