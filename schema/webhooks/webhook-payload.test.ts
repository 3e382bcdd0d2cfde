import { describe, expect, it } from "vitest";
import { snapshotToModel, webhookBody } from "./webhook-payload.ts";

/** A task row as PostgreSQL's to_jsonb writes it in the trigger. */
const TASK_SNAPSHOT = {
  id: "0193a3c4-0000-7000-8000-000000000001",
  workspace_id: "0193a3c4-0000-7000-8000-0000000000aa",
  is_sample: false,
  title: "Call 2024-01-01T00:00:00",
  description: "",
  due_at: "2026-12-01T09:30:00",
  priority: "high",
  completed_at: null,
  assignee_id: null,
  customer_id: "0193a3c4-0000-7000-8000-0000000000cc",
  company_id: null,
  created_at: "2026-11-25T13:01:02.345",
  updated_at: "2026-11-25T13:01:02.345",
  custom_fields: { effort: "small", review_on: "2026-12-01", hours: 2.5 },
};

/** A company row as the trigger writes it, with the search column the API never shows. */
const COMPANY_SNAPSHOT = {
  id: "0193a3c4-0000-7000-8000-000000000002",
  workspace_id: "0193a3c4-0000-7000-8000-0000000000aa",
  is_sample: false,
  sample_kept: null,
  name: "Acme",
  domains: ["acme.com", "acme.io"],
  industry: "Retail",
  size: 40,
  phone: "",
  website: "https://acme.com",
  address: "",
  notes: "",
  owner_id: null,
  created_at: "2026-11-25T13:01:02.345",
  updated_at: "2026-11-25T13:05:00",
  search_text: "acme\u001facme.com acme.io",
};

/** A person's company link as the trigger writes it. */
const LINK_SNAPSHOT = {
  id: "0193a3c4-0000-7000-8000-000000000003",
  workspace_id: "0193a3c4-0000-7000-8000-0000000000aa",
  customer_id: "0193a3c4-0000-7000-8000-0000000000cc",
  company_id: "0193a3c4-0000-7000-8000-000000000002",
  role: "Buyer",
  is_primary: true,
  created_at: "2026-11-25T13:01:02.345",
};

describe("snapshotToModel", () => {
  it("gives the trigger's snake_case row the Prisma model's camelCase fields, its timestamps as UTC Dates", () => {
    expect(snapshotToModel("Task", TASK_SNAPSHOT)).toEqual({
      id: "0193a3c4-0000-7000-8000-000000000001",
      workspaceId: "0193a3c4-0000-7000-8000-0000000000aa",
      isSample: false,
      title: "Call 2024-01-01T00:00:00",
      description: "",
      dueAt: new Date("2026-12-01T09:30:00.000Z"),
      priority: "high",
      completedAt: null,
      assigneeId: null,
      customerId: "0193a3c4-0000-7000-8000-0000000000cc",
      companyId: null,
      createdAt: new Date("2026-11-25T13:01:02.345Z"),
      updatedAt: new Date("2026-11-25T13:01:02.345Z"),
      customFields: { effort: "small", review_on: "2026-12-01", hours: 2.5 },
    });
  });
});

describe("webhookBody", () => {
  it("holds the event's type and time and the resource as the REST API shows it, custom fields included", () => {
    const body = webhookBody(
      {
        eventType: "task.updated",
        createdAt: new Date("2026-11-25T13:01:03.000Z"),
        payload: TASK_SNAPSHOT,
      },
      "USD",
    );
    expect(JSON.parse(body)).toEqual({
      type: "task.updated",
      timestamp: "2026-11-25T13:01:03.000Z",
      data: {
        id: "0193a3c4-0000-7000-8000-000000000001",
        workspaceId: "0193a3c4-0000-7000-8000-0000000000aa",
        isSample: false,
        title: "Call 2024-01-01T00:00:00",
        description: "",
        dueAt: "2026-12-01T09:30:00.000Z",
        priority: "high",
        completedAt: null,
        completed: false,
        assigneeId: null,
        customerId: "0193a3c4-0000-7000-8000-0000000000cc",
        companyId: null,
        customFields: { effort: "small", review_on: "2026-12-01", hours: 2.5 },
        createdAt: "2026-11-25T13:01:02.345Z",
        updatedAt: "2026-11-25T13:01:02.345Z",
      },
    });
  });
});

/** A customer row as the trigger writes it (the columns the API never shows included). */
const CUSTOMER_SNAPSHOT = {
  id: "0193a3c4-0000-7000-8000-000000000004",
  workspace_id: "0193a3c4-0000-7000-8000-0000000000aa",
  is_sample: false,
  sample_kept: null,
  name: "Ada",
  email: "ada@example.com",
  email_normalized: "ada@example.com",
  email_duplicate: false,
  phone: "",
  company: "",
  status: "lead",
  notes: "",
  value_cents: 125000,
  owner_id: null,
  search_text: "ada",
  custom_fields: { tier: "gold", seats: 25 },
  created_at: "2026-11-25T13:01:02.345",
  updated_at: "2026-11-25T13:01:02.345",
};

describe("webhookBody of customers", () => {
  it("holds the customer's custom fields, and its value in the workspace's currency", () => {
    const body = webhookBody(
      { eventType: "customer.created", createdAt: new Date("2026-11-25T13:01:03.000Z"), payload: CUSTOMER_SNAPSHOT },
      "EUR",
    );
    expect(JSON.parse(body)).toEqual({
      type: "customer.created",
      timestamp: "2026-11-25T13:01:03.000Z",
      data: {
        id: "0193a3c4-0000-7000-8000-000000000004",
        workspaceId: "0193a3c4-0000-7000-8000-0000000000aa",
        name: "Ada",
        email: "ada@example.com",
        phone: "",
        company: "",
        status: "lead",
        notes: "",
        valueCents: 125000,
        currency: "EUR",
        ownerId: null,
        isSample: false,
        customFields: { tier: "gold", seats: 25 },
        createdAt: "2026-11-25T13:01:02.345Z",
        updatedAt: "2026-11-25T13:01:02.345Z",
      },
    });
  });
});

describe("webhookBody of companies and links", () => {
  it("holds a company as the REST API shows it, without its search column (no custom fields saved before they existed: {})", () => {
    const body = webhookBody(
      {
        eventType: "company.updated",
        createdAt: new Date("2026-11-25T13:05:01.000Z"),
        payload: COMPANY_SNAPSHOT,
      },
      "USD",
    );
    expect(JSON.parse(body)).toEqual({
      type: "company.updated",
      timestamp: "2026-11-25T13:05:01.000Z",
      data: {
        id: "0193a3c4-0000-7000-8000-000000000002",
        workspaceId: "0193a3c4-0000-7000-8000-0000000000aa",
        name: "Acme",
        domains: ["acme.com", "acme.io"],
        industry: "Retail",
        size: 40,
        phone: "",
        website: "https://acme.com",
        address: "",
        notes: "",
        ownerId: null,
        isSample: false,
        customFields: {},
        createdAt: "2026-11-25T13:01:02.345Z",
        updatedAt: "2026-11-25T13:05:00.000Z",
      },
    });
  });

  it.each(["customer.company_linked", "customer.company_unlinked"])(
    "holds the link of %s: the person, the company, the role and whether it is primary",
    (eventType) => {
      const body = webhookBody(
        { eventType, createdAt: new Date("2026-11-25T13:01:03.000Z"), payload: LINK_SNAPSHOT },
        "USD",
      );
      expect(JSON.parse(body)).toEqual({
        type: eventType,
        timestamp: "2026-11-25T13:01:03.000Z",
        data: {
          customerId: "0193a3c4-0000-7000-8000-0000000000cc",
          companyId: "0193a3c4-0000-7000-8000-000000000002",
          role: "Buyer",
          primary: true,
        },
      });
    },
  );
});

describe("webhookBody of custom fields", () => {
  it("holds a field's definition as the REST API shows it, without its value count", () => {
    const snapshot = {
      id: "0193a3c4-0000-7000-8000-000000000004",
      workspace_id: "0193a3c4-0000-7000-8000-0000000000aa",
      record_type: "deal",
      key: "tier",
      label: "Tier",
      type: "select",
      help_text: "",
      required: true,
      unique: false,
      searchable: false,
      default_value: "gold",
      options: [{ key: "gold", label: "Gold", color: "gold", archived: false }],
      position: 2,
      archived: false,
      created_at: "2026-11-25T13:01:02.345",
      updated_at: "2026-11-25T13:05:00",
    };
    const body = webhookBody(
      {
        eventType: "custom_field.deleted",
        createdAt: new Date("2026-11-25T13:05:01.000Z"),
        payload: snapshot,
      },
      "USD",
    );
    expect(JSON.parse(body)).toEqual({
      type: "custom_field.deleted",
      timestamp: "2026-11-25T13:05:01.000Z",
      data: {
        id: "0193a3c4-0000-7000-8000-000000000004",
        recordType: "deal",
        key: "tier",
        label: "Tier",
        type: "select",
        helpText: "",
        required: true,
        unique: false,
        searchable: false,
        default: "gold",
        options: [{ key: "gold", label: "Gold", color: "gold", archived: false }],
        position: 2,
        archived: false,
        createdAt: "2026-11-25T13:01:02.345Z",
        updatedAt: "2026-11-25T13:05:00.000Z",
      },
    });
  });
});
