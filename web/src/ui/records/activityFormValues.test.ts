import { describe, expect, it } from "vitest";
import type { ActivityFieldsFragment } from "#web/graphql/generated/graphql.ts";
import { activityFormValues, activityInput } from "./activityFormValues.ts";

const activity: ActivityFieldsFragment = {
  id: "a1",
  type: "meeting",
  kind: "user",
  title: "Kick-off",
  description: "Agenda agreed",
  occurredAt: "2026-03-01T09:00:00.000Z",
  customer: { id: "c1", name: "Ida Ives" },
  author: null,
};

describe("activityFormValues", () => {
  it("starts a new activity as a call", () => {
    expect(activityFormValues(null)).toEqual({ type: "call", title: "" });
  });

  it("fills the form from the activity being edited", () => {
    expect(activityFormValues(activity)).toEqual({
      type: "meeting",
      title: "Kick-off",
      description: "Agenda agreed",
      customer: { value: "c1", label: "Ida Ives" },
    });
    expect(activityFormValues({ ...activity, customer: null }).customer).toBeNull();
  });
});

describe("activityInput", () => {
  it("trims the texts and sends the customer's id", () => {
    expect(
      activityInput({ type: "note", title: "  Memo ", description: " text ", customer: { value: "c1", label: "I" } }),
    ).toEqual({ type: "note", title: "Memo", description: "text", customerId: "c1" });
  });

  it("clears a removed description and customer", () => {
    expect(activityInput({ type: "call", title: "Call", customer: null })).toEqual({
      type: "call",
      title: "Call",
      description: "",
      customerId: null,
    });
  });
});
