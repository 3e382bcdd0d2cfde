import { describe, expect, it } from "vitest";
import type { ActivityFieldsFragment } from "#web/graphql/generated/graphql.ts";
import { activityFormValues, activityInput } from "./activityFormValues.ts";
import { isoToLocalDateTime } from "./localDateTime.ts";

const activity: ActivityFieldsFragment = {
  id: "a1",
  isSample: false,
  type: "meeting",
  kind: "user",
  title: "Kick-off",
  description: "Agenda agreed",
  occurredAt: "2026-03-01T09:00:00.000Z",
  customer: { id: "c1", name: "Ida Ives" },
  company: null,
  author: null,
};

describe("activityFormValues", () => {
  it("starts a new activity as a call, happening now", () => {
    expect(activityFormValues(null, new Date(2026, 2, 15, 9, 5, 30))).toEqual({
      type: "call",
      title: "",
      occurredAt: "2026-03-15T09:05",
    });
  });

  it("fills the form from the activity being edited", () => {
    expect(activityFormValues(activity)).toEqual({
      type: "meeting",
      title: "Kick-off",
      description: "Agenda agreed",
      customer: { value: "c1", label: "Ida Ives" },
      company: null,
      occurredAt: isoToLocalDateTime("2026-03-01T09:00:00.000Z"),
    });
    expect(activityFormValues({ ...activity, customer: null }).customer).toBeNull();
    expect(activityFormValues({ ...activity, company: { id: "co1", name: "Acme" } }).company).toEqual({
      value: "co1",
      label: "Acme",
    });
  });
});

describe("activityInput", () => {
  it("trims the texts and sends the customer's and the company's ids", () => {
    expect(
      activityInput({
        type: "note",
        title: "  Memo ",
        description: " text ",
        customer: { value: "c1", label: "I" },
        company: { value: "co1", label: "Acme" },
      }),
    ).toEqual({ type: "note", title: "Memo", description: "text", customerId: "c1", companyId: "co1" });
  });

  it("sends the moment picked, in the reader's time zone", () => {
    expect(activityInput({ type: "call", title: "Call", occurredAt: "2026-03-14T16:45" }).occurredAt).toBe(
      new Date(2026, 2, 14, 16, 45).toISOString(),
    );
  });

  it("clears a removed description, customer and company", () => {
    expect(activityInput({ type: "call", title: "Call", customer: null, company: null })).toEqual({
      type: "call",
      title: "Call",
      description: "",
      customerId: null,
      companyId: null,
    });
  });

  it("leaves the moment out when the person kept the form's starting one, and sends one they changed", () => {
    const starting = "2026-03-14T16:45";
    expect(activityInput({ type: "call", title: "Call", occurredAt: starting }, starting)).not.toHaveProperty(
      "occurredAt",
    );
    expect(activityInput({ type: "call", title: "Call", occurredAt: "2026-03-14T09:00" }, starting).occurredAt).toBe(
      new Date(2026, 2, 14, 9, 0).toISOString(),
    );
  });
});
