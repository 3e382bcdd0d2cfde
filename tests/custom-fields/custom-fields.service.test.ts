import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Prisma } from "#prisma/generated/prisma/client.ts";
import type { Context, WorkspaceAccess } from "#core/context.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "#core/errors.ts";
import { fieldDefinitionsOf } from "#schema/custom-fields/custom-field-definitions.ts";
import { CUSTOM_FIELD_REMOVAL, removeCustomFieldValues } from "#schema/custom-fields/custom-field-removal.job.ts";
import { removeStoredValues } from "#schema/custom-fields/custom-field-storage.ts";
import {
  createCustomField,
  customFieldValueCount,
  deleteCustomField,
  getCustomField,
  listCustomFields,
  updateCustomField,
} from "#schema/custom-fields/custom-fields.service.ts";
import { MAX_CUSTOM_FIELDS } from "#schema/custom-fields/custom-fields.rules.ts";
import { serviceContext } from "#tests/support/service-context.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { addMember, createWorkspace } from "#tests/support/workspaces.ts";

// Custom fields' definitions through the service both transports call, on a real database.

let t: TestApp;
let workspace: WorkspaceAccess;
let owner: Context;
let member: Context;
let memberId: string;
let stranger: Context;

beforeAll(async () => {
  t = await startTestApp();
  const ownerUser = await createUser(t.db, { username: "fiona" });
  workspace = await createWorkspace(t.db, ownerUser);
  owner = serviceContext(t.db, ownerUser, workspace);
  const memberUser = await createUser(t.db, { username: "milo" });
  await addMember(t.db, workspace, memberUser);
  memberId = memberUser.id;
  member = serviceContext(t.db, memberUser, { ...workspace, role: "member" });
  const strangerUser = await createUser(t.db, { username: "sven" });
  stranger = serviceContext(t.db, strangerUser, await createWorkspace(t.db, strangerUser));
});
afterAll(() => t.close());

beforeEach(async () => {
  await workspace.db.customField.deleteMany({});
});

/** What the service threw, as [message, fieldErrors]. */
async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ValidationError)) throw new Error(`expected a ValidationError, got ${String(error)}`);
  return [error.message, error.fieldErrors];
}

/** The record type's fields as [key, label, position]. */
async function layout(recordType: "customer" | "deal" = "customer") {
  return (await listCustomFields(owner, recordType)).map((field) => [field.key, field.label, field.position]);
}

/** The keys of the removals queued for the record type's deleted fields (graphile-worker's view of its jobs). */
async function queuedRemovals(recordType: string) {
  const rows = await t.db.$queryRaw<{ key: string }[]>(
    Prisma.sql`SELECT key FROM graphile_worker.jobs
               WHERE task_identifier = ${CUSTOM_FIELD_REMOVAL} AND key LIKE ${`%:${recordType}:%`}`,
  );
  return rows.map(({ key }) => key);
}

describe("creating fields", () => {
  it("derives each key once from the label, places the field last, and stores the default in its typed form", async () => {
    const seats = await createCustomField(owner, {
      recordType: "customer",
      label: "Seats",
      type: "number",
      default: 5,
    });
    expect(seats).toMatchObject({
      recordType: "customer",
      key: "seats",
      label: "Seats",
      type: "number",
      helpText: "",
      required: false,
      unique: false,
      searchable: false,
      defaultValue: 5,
      options: [],
      position: 0,
      archived: false,
    });
    await createCustomField(owner, { recordType: "customer", label: "Seats!", type: "text" });
    await createCustomField(owner, {
      recordType: "customer",
      label: "Renewal",
      type: "datetime",
      required: true,
      default: "2027-01-01T10:00:00+02:00",
    });
    await createCustomField(owner, { recordType: "deal", label: "Seats", type: "number" });
    expect(await layout()).toEqual([
      ["seats", "Seats", 0],
      ["seats_2", "Seats!", 1],
      ["renewal", "Renewal", 2],
    ]);
    expect(await layout("deal")).toEqual([["seats", "Seats", 0]]);
    expect((await getCustomField(member, seats.id)).key).toBe("seats");
    expect(await fieldDefinitionsOf(workspace.db, "customer")).toEqual([
      expect.objectContaining({ key: "seats", defaultValue: 5 }),
      expect.objectContaining({ key: "seats_2", defaultValue: null }),
      {
        key: "renewal",
        label: "Renewal",
        type: "datetime",
        required: true,
        unique: false,
        defaultValue: "2027-01-01T08:00:00.000Z",
        options: [],
        archived: false,
      },
    ]);
  });

  it("refuses a required field without a default, naming the field", async () => {
    expect(
      await refusal(createCustomField(owner, { recordType: "customer", label: "Tier", type: "text", required: true })),
    ).toEqual([
      "A required field needs a default",
      [{ field: "default", message: "A required field needs a default" }],
    ]);
    expect(await refusal(createCustomField(owner, { recordType: "lead", label: "", type: "text" }))).toEqual([
      "Record type must be customer, company, deal or task",
      [
        { field: "recordType", message: "Record type must be customer, company, deal or task" },
        { field: "label", message: "Label is required" },
      ],
    ]);
  });

  it("stores a lone surrogate in an option's label or a default as U+FFFD (jsonb refuses it)", async () => {
    const field = await createCustomField(owner, {
      recordType: "customer",
      label: "Odd",
      type: "select",
      options: [{ label: "a\uDC00b" }],
    });
    expect(field.options).toEqual([{ key: "a_b", label: "a\uFFFDb", color: "gray", archived: false }]);
    const text = await createCustomField(owner, {
      recordType: "customer",
      label: "Note",
      type: "text",
      default: "\uD800",
    });
    expect(text.defaultValue).toBe("\uFFFD");
  });

  it("takes a member field's default only when it is a member's id", async () => {
    const outsider = stranger.viewer!.id;
    expect(
      await refusal(
        createCustomField(owner, { recordType: "task", label: "Reviewer", type: "member", default: outsider }),
      ),
    ).toEqual([
      "Reviewer must be a member of this workspace",
      [{ field: "default", message: "Reviewer must be a member of this workspace" }],
    ]);
    const reviewer = await createCustomField(owner, {
      recordType: "task",
      label: "Reviewer",
      type: "member",
      default: memberId,
    });
    expect(reviewer.defaultValue).toBe(memberId);
  });

  it(`refuses a field past ${MAX_CUSTOM_FIELDS} per record type`, async () => {
    await workspace.db.customField.createMany({
      data: Array.from({ length: MAX_CUSTOM_FIELDS }, (_, index) => ({
        recordType: "company" as const,
        key: `field_${index}`,
        label: `Field ${index}`,
        type: "text" as const,
        position: index,
      })),
    });
    expect(await refusal(createCustomField(owner, { recordType: "company", label: "One more", type: "text" }))).toEqual(
      [
        "A record type has at most 100 custom fields: delete one first",
        [{ field: "recordType", message: "A record type has at most 100 custom fields: delete one first" }],
      ],
    );
    expect((await createCustomField(owner, { recordType: "deal", label: "One more", type: "text" })).position).toBe(0);
  });

  it("lets owners alone write, and keeps each workspace's fields its own", async () => {
    await expect(createCustomField(member, { recordType: "customer", label: "X", type: "text" })).rejects.toEqual(
      new ForbiddenError("Only workspace owners can do this"),
    );
    const field = await createCustomField(owner, { recordType: "customer", label: "Seats", type: "number" });
    await expect(updateCustomField(member, field.id, { label: "Y" })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(deleteCustomField(member, field.id)).rejects.toBeInstanceOf(ForbiddenError);
    for (const work of [
      getCustomField(stranger, field.id),
      updateCustomField(stranger, field.id, { label: "Mine" }),
      deleteCustomField(stranger, field.id),
      customFieldValueCount(stranger, field.id),
    ]) {
      await expect(work).rejects.toEqual(new NotFoundError("Custom field not found"));
    }
    await expect(getCustomField(owner, "not-an-id")).rejects.toEqual(new NotFoundError("Custom field not found"));
    expect(await listCustomFields(stranger, "customer")).toEqual([]);
    expect((await getCustomField(owner, field.id)).label).toBe("Seats");
  });
});

describe("changing fields", () => {
  it("renames without changing the key, and archives and restores", async () => {
    const field = await createCustomField(owner, { recordType: "customer", label: "Seats", type: "number" });
    const renamed = await updateCustomField(owner, field.id, {
      label: "Licences",
      helpText: "Paid seats",
      archived: true,
    });
    expect(renamed).toMatchObject({ key: "seats", label: "Licences", helpText: "Paid seats", archived: true });
    expect((await updateCustomField(owner, field.id, { archived: false })).archived).toBe(false);
  });

  it("refuses a change of type in place", async () => {
    const field = await createCustomField(owner, { recordType: "customer", label: "Seats", type: "number" });
    expect(await refusal(updateCustomField(owner, field.id, { type: "text" }))).toEqual([
      "A field's type cannot be changed in place",
      [{ field: "type", message: "A field's type cannot be changed in place" }],
    ]);
    expect((await updateCustomField(owner, field.id, { type: "number", label: "Seats" })).type).toBe("number");
  });

  it("adds, renames, recolours, reorders and archives options, keeping their keys", async () => {
    const tier = await createCustomField(owner, {
      recordType: "customer",
      label: "Tier",
      type: "select",
      options: [{ label: "Gold" }, { label: "Silver", color: "blue" }],
    });
    const changed = await updateCustomField(owner, tier.id, {
      options: [
        { label: "Platinum", color: "purple" },
        { key: "silver", label: "Silver (legacy)", archived: true },
        { key: "gold", label: "Golden", color: "gold" },
      ],
    });
    expect(changed.options).toEqual([
      { key: "platinum", label: "Platinum", color: "purple", archived: false },
      { key: "silver", label: "Silver (legacy)", color: "blue", archived: true },
      { key: "gold", label: "Golden", color: "gold", archived: false },
    ]);
    expect(await refusal(updateCustomField(owner, tier.id, { options: [{ key: "gold", label: "Gold" }] }))).toEqual([
      "List every option: archive one instead of leaving it out (records keep its value)",
      [
        {
          field: "options",
          message: "List every option: archive one instead of leaving it out (records keep its value)",
        },
      ],
    ]);
  });

  it("moves a field, shifting the ones between, and clamps a position past the end", async () => {
    const ids: string[] = [];
    for (const label of ["A", "B", "C", "D"]) {
      ids.push((await createCustomField(owner, { recordType: "customer", label, type: "text" })).id);
    }
    expect((await updateCustomField(owner, ids[3]!, { position: 1 })).position).toBe(1);
    expect(await layout()).toEqual([
      ["a", "A", 0],
      ["d", "D", 1],
      ["b", "B", 2],
      ["c", "C", 3],
    ]);
    expect((await updateCustomField(owner, ids[0]!, { position: 99 })).position).toBe(3);
    expect(await layout()).toEqual([
      ["d", "D", 0],
      ["b", "B", 1],
      ["c", "C", 2],
      ["a", "A", 3],
    ]);
  });

  it("makes a field unique only while no two records share a value", async () => {
    const code = await createCustomField(owner, { recordType: "customer", label: "Code", type: "text" });
    await workspace.db.customer.createMany({
      data: [
        { name: "Uma", email: "uma@unique.test", customFields: { code: "A1" } },
        { name: "Ugo", email: "ugo@unique.test", customFields: { code: "A1" } },
      ],
    });
    expect(await refusal(updateCustomField(owner, code.id, { unique: true }))).toEqual([
      "Code cannot be unique: some records share a value",
      [{ field: "unique", message: "Code cannot be unique: some records share a value" }],
    ]);
    await workspace.db.customer.updateMany({ where: { name: "Ugo" }, data: { customFields: { code: "B2" } } });
    expect((await updateCustomField(owner, code.id, { unique: true })).unique).toBe(true);
    await workspace.db.customer.deleteMany({ where: { email: { endsWith: "@unique.test" } } });
  });
});

describe("deleting fields", () => {
  it("counts the records holding a value, removes the definition at once and the values in the background", async () => {
    const seats = await createCustomField(owner, { recordType: "deal", label: "Seats", type: "number" });
    const stage = await createCustomField(owner, { recordType: "deal", label: "Stage note", type: "text" });
    const customer = await workspace.db.customer.create({ data: { name: "Dora", email: "dora@delete.test" } });
    await workspace.db.deal.createMany({
      data: [
        { title: "One", customerId: customer.id, customFields: { seats: 3, stage_note: "x" } },
        { title: "Two", customerId: customer.id, customFields: { seats: 4 } },
        { title: "Three", customerId: customer.id, customFields: {} },
      ],
    });
    expect(await customFieldValueCount(owner, seats.id)).toBe(2);
    expect(await deleteCustomField(owner, seats.id)).toEqual({ id: seats.id });
    await expect(getCustomField(owner, seats.id)).rejects.toBeInstanceOf(NotFoundError);
    expect(await layout("deal")).toEqual([["stage_note", "Stage note", 0]]);
    expect(await queuedRemovals("deal")).toEqual([`custom-field-removal:${workspace.id}:deal:seats`]);
    // While its values are being removed, a new field does not take the key.
    const again = await createCustomField(owner, { recordType: "deal", label: "Seats", type: "number" });
    expect(again.key).toBe("seats_2");
    await removeCustomFieldValues({ db: t.db })({ workspaceId: workspace.id, recordType: "deal", key: "seats" });
    const deals = await workspace.db.deal.findMany({
      orderBy: { title: "asc" },
      select: { title: true, customFields: true },
    });
    expect(deals).toEqual([
      { title: "One", customFields: { stage_note: "x" } },
      { title: "Three", customFields: {} },
      { title: "Two", customFields: {} },
    ]);
    expect(await customFieldValueCount(owner, stage.id)).toBe(1);
    await workspace.db.deal.deleteMany({});
    await workspace.db.customer.deleteMany({});
  });

  it("removes values in batches of records, leaving sample rows samples and announcing nothing per record", async () => {
    await workspace.db.webhookEndpoint.create({
      data: {
        url: "http://127.0.0.1:9/hook",
        events: ["customer.updated", "custom_field.created", "custom_field.updated", "custom_field.deleted"],
        secret: "whsec_test",
      },
    });
    const [a, b, c] = [
      await createCustomField(owner, { recordType: "customer", label: "A", type: "text" }),
      await createCustomField(owner, { recordType: "customer", label: "B", type: "text" }),
      await createCustomField(owner, { recordType: "customer", label: "C", type: "text" }),
    ];
    await workspace.db.customer.createMany({
      data: Array.from({ length: 5 }, (_, index) => ({
        name: `Batch ${index}`,
        email: `batch-${index}@batch.test`,
        isSample: index === 0,
        customFields: { a: `value ${index}`, b: "kept" },
      })),
    });
    await updateCustomField(owner, c.id, { position: 0 });
    await deleteCustomField(owner, a.id);
    // One event for each field created, one for the moved field (not the two it passed), one for the deleted.
    const events = await workspace.db.webhookDelivery.findMany({ select: { eventType: true } });
    expect(events.map(({ eventType }) => eventType).sort()).toEqual([
      "custom_field.created",
      "custom_field.created",
      "custom_field.created",
      "custom_field.deleted",
      "custom_field.updated",
    ]);
    expect(await layout()).toEqual([
      ["c", "C", 0],
      ["b", "B", 1],
    ]);
    let after: string | null = null;
    let batches = 0;
    do {
      after = await removeStoredValues(workspace.db, "customer", "a", after, 2);
      batches += 1;
    } while (after !== null);
    expect(batches).toBe(4);
    const customers = await workspace.db.customer.findMany({
      where: { email: { endsWith: "@batch.test" } },
      orderBy: { name: "asc" },
      select: { customFields: true, isSample: true },
    });
    expect(customers).toEqual(
      Array.from({ length: 5 }, (_, index) => ({ customFields: { b: "kept" }, isSample: index === 0 })),
    );
    expect(await workspace.db.webhookDelivery.count()).toBe(5);
    expect(b.key).toBe("b");
    await workspace.db.webhookEndpoint.deleteMany({});
    await workspace.db.customer.deleteMany({});
  });
});
