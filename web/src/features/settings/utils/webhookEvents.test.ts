import { describe, expect, it } from "vitest";
import { describeWebhookEvents, WEBHOOK_EVENT_GROUPS, WEBHOOK_EVENTS } from "./webhookEvents.ts";

describe("describeWebhookEvents", () => {
  it("says All events when every event is chosen", () => {
    expect(describeWebhookEvents(WEBHOOK_EVENTS)).toBe("All events");
  });

  it("lists the chosen events by resource, in the form's order", () => {
    expect(describeWebhookEvents(["deal.updated", "customer.deleted", "customer.created"])).toBe(
      "Customers: created, deleted; Deals: updated",
    );
  });

  it("names a person's company link events and the company events", () => {
    expect(describeWebhookEvents(["company.deleted", "customer.company_unlinked", "customer.company_linked"])).toBe(
      "Customers: linked to a company, unlinked from a company; Companies: deleted",
    );
  });
});

describe("WEBHOOK_EVENT_GROUPS", () => {
  it("offers every event once, grouped by resource", () => {
    expect(WEBHOOK_EVENT_GROUPS.map((group) => [group.label, group.options.map((option) => option.value)])).toEqual([
      [
        "Customers",
        [
          "customer.created",
          "customer.updated",
          "customer.deleted",
          "customer.company_linked",
          "customer.company_unlinked",
        ],
      ],
      ["Companies", ["company.created", "company.updated", "company.deleted"]],
      ["Deals", ["deal.created", "deal.updated", "deal.deleted"]],
      ["Tasks", ["task.created", "task.updated", "task.deleted"]],
      ["Activities", ["activity.created", "activity.updated", "activity.deleted"]],
      ["Custom fields", ["custom_field.created", "custom_field.updated", "custom_field.deleted"]],
    ]);
  });
});
