import { describe, expect, it } from "vitest";
import { validationMessage } from "#tests/support/validation.ts";
import { parseInput } from "#core/validation.ts";
import { activityFilter, activityInput, activityPatch } from "./activities.rules.ts";

const valid = { type: "call", title: "Follow-up call" };

describe("the activity form's rules", () => {
  it("needs a type of call, email, meeting or note", () => {
    for (const type of ["call", "email", "meeting", "note"]) {
      expect(validationMessage(activityInput, { ...valid, type })).toBe("valid");
    }
    expect(validationMessage(activityInput, { title: "Call" })).toBe("Type must be call, email, meeting or note");
    expect(validationMessage(activityInput, { ...valid, type: "fax" })).toBe(
      "Type must be call, email, meeting or note",
    );
  });

  it("needs a title of at most 200 characters", () => {
    expect(validationMessage(activityInput, { ...valid, title: "" })).toBe("Title is required");
    expect(validationMessage(activityInput, { ...valid, title: "x".repeat(200) })).toBe("valid");
    expect(validationMessage(activityInput, { ...valid, title: "x".repeat(201) })).toBe(
      "Title must be at most 200 characters",
    );
    expect(validationMessage(activityInput, null)).toBe("Activity details are required");
  });

  it("allows a description of at most 5000 characters, a date and a customer", () => {
    expect(validationMessage(activityInput, { ...valid, description: "x".repeat(5000) })).toBe("valid");
    expect(validationMessage(activityInput, { ...valid, description: "x".repeat(5001) })).toBe(
      "Description must be at most 5000 characters",
    );
    expect(validationMessage(activityInput, { ...valid, occurredAt: "yesterday" })).toBe("Date must be a valid date");
    expect(validationMessage(activityInput, { ...valid, occurredAt: "-214156-01-09T23:31:46.052Z" })).toBe(
      "Date must be in the years 1 to 9999",
    );
    expect(validationMessage(activityInput, { ...valid, customerId: 7 })).toBe("Customer must be an id");
    // "" from a form is no customer, like null; it must not reach the database as an id.
    expect(parseInput(activityPatch, { customerId: "" }).customerId).toBe(null);
  });
});

describe("the activity list's filter", () => {
  it("filters by type", () => {
    expect(validationMessage(activityFilter, { type: "meeting" })).toBe("valid");
    expect(validationMessage(activityFilter, { type: "fax" })).toBe("Type must be call, email, meeting or note");
  });
});
