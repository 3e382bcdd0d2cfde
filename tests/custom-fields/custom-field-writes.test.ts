import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Prisma } from "#prisma/generated/prisma/client.ts";
import type { WorkspaceAccess } from "#core/context.ts";
import { ValidationError } from "#core/errors.ts";
import {
  checkRecordCustomFields,
  checkRecordCustomFieldsUpdate,
  customFieldDefaults,
} from "#schema/custom-fields/custom-field-writes.ts";
import { fieldDefinitionsOf } from "#schema/custom-fields/custom-field-definitions.ts";
import type { CustomFieldValues } from "#schema/custom-fields/custom-field-values.rules.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { addMember, createWorkspace } from "#tests/support/workspaces.ts";
import { defineField, selectOptions } from "./definitions.ts";

// The seam every record's custom-field writes go through: the validator, the members, the unique values.

let t: TestApp;
let workspace: WorkspaceAccess;
let other: WorkspaceAccess;
let memberId: string;
let strangerId: string;

beforeAll(async () => {
  t = await startTestApp();
  const owner = await createUser(t.db, { username: "wren" });
  workspace = await createWorkspace(t.db, owner);
  const member = await createUser(t.db, { username: "mira" });
  await addMember(t.db, workspace, member);
  memberId = member.id;
  const stranger = await createUser(t.db, { username: "sven" });
  other = await createWorkspace(t.db, stranger);
  strangerId = stranger.id;
  await defineField(workspace, "customer", "tier", "select", {
    required: true,
    defaultValue: "gold",
    options: selectOptions("Gold", "Silver"),
  });
  await defineField(workspace, "customer", "seats", "number");
  await defineField(workspace, "customer", "account_manager", "member", { label: "Account manager" });
  await defineField(workspace, "customer", "tax_id", "text", { label: "Tax ID", unique: true });
  await defineField(workspace, "customer", "legacy", "text", { archived: true });
  // Another workspace's field of the same key is no concern of this one's.
  await defineField(other, "customer", "tax_id", "text", { label: "Their tax ID", unique: true });
});
afterAll(() => t.close());

/** What the seam threw: its message and every field it named. */
async function refusal(write: Promise<unknown>) {
  const error = await write.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ValidationError);
  const { message, fieldErrors } = error as ValidationError;
  return { message, fieldErrors };
}

describe("fieldDefinitionsOf", () => {
  it("lists the record type's fields of the workspace in position order, archived included", async () => {
    const fields = await fieldDefinitionsOf(workspace.db, "customer");
    expect(fields.map((field) => [field.key, field.archived])).toEqual([
      ["tier", false],
      ["seats", false],
      ["account_manager", false],
      ["tax_id", false],
      ["legacy", true],
    ]);
    expect(fields[0]).toEqual({
      key: "tier",
      label: "Tier",
      type: "select",
      required: true,
      unique: false,
      defaultValue: "gold",
      options: selectOptions("Gold", "Silver"),
      archived: false,
    });
    expect(await fieldDefinitionsOf(workspace.db, "deal")).toEqual([]);
  });
});

describe("checkRecordCustomFields", () => {
  it("fills the defaults on create and stores the values in their typed form", async () => {
    expect(await checkRecordCustomFields(workspace.db, "customer", undefined)).toEqual({ tier: "gold" });
    expect(await checkRecordCustomFields(workspace.db, "customer", { seats: 12, tier: "silver" })).toEqual({
      tier: "silver",
      seats: 12,
    });
    expect(await customFieldDefaults(workspace.db, "customer")).toEqual({ tier: "gold" });
  });

  it("refuses bad values with every problem named by field, the first as the message", async () => {
    expect(
      await refusal(checkRecordCustomFields(workspace.db, "customer", { seats: "many", tier: "", nope: 1 })),
    ).toEqual({
      message: 'There is no custom field "nope"',
      fieldErrors: [
        { field: "customFields.nope", message: 'There is no custom field "nope"' },
        { field: "customFields.tier", message: "Tier is required" },
        { field: "customFields.seats", message: "Seats must be a number" },
      ],
    });
    expect(await refusal(checkRecordCustomFields(workspace.db, "customer", ["seats"]))).toEqual({
      message: "Custom fields must be an object of values keyed by field key",
      fieldErrors: [{ field: "customFields", message: "Custom fields must be an object of values keyed by field key" }],
    });
  });

  it("takes a member of the workspace for a member field, and refuses anyone else", async () => {
    expect(await checkRecordCustomFields(workspace.db, "customer", { account_manager: memberId })).toEqual({
      tier: "gold",
      account_manager: memberId,
    });
    expect(await refusal(checkRecordCustomFields(workspace.db, "customer", { account_manager: strangerId }))).toEqual({
      message: "Account manager must be a member of this workspace",
      fieldErrors: [
        { field: "customFields.account_manager", message: "Account manager must be a member of this workspace" },
      ],
    });
  });

  it("keeps a member who left on the record while the field is not changed", async () => {
    const current = { tier: "gold", account_manager: strangerId };
    expect(await checkRecordCustomFields(workspace.db, "customer", { seats: 3 }, current)).toEqual({
      ...current,
      seats: 3,
    });
  });

  it("refuses a unique value another record holds, and lets the record holding it keep it", async () => {
    const holder = await workspace.db.customer.create({
      data: { name: "Holder", email: "holder@example.com", customFields: { tier: "gold", tax_id: "DE123" } },
    });
    await other.db.customer.create({
      data: { name: "Theirs", email: "theirs@example.com", customFields: { tax_id: "FR999" } },
    });
    expect(await refusal(checkRecordCustomFields(workspace.db, "customer", { tax_id: "DE123" }))).toEqual({
      message: "Tax ID must be unique: another customer has this value",
      fieldErrors: [
        { field: "customFields.tax_id", message: "Tax ID must be unique: another customer has this value" },
      ],
    });
    // Another workspace's value is free here.
    expect(await checkRecordCustomFields(workspace.db, "customer", { tax_id: "FR999" })).toEqual({
      tier: "gold",
      tax_id: "FR999",
    });
    // The holder saving its own value again (with another change) is no clash.
    expect(
      await checkRecordCustomFields(
        workspace.db,
        "customer",
        { tax_id: "DE123", seats: 2 },
        holder.customFields as CustomFieldValues,
      ),
    ).toEqual({ tier: "gold", tax_id: "DE123", seats: 2 });
  });

  it("lets only one of two writers of the same unique value at once pass", async () => {
    const write = (email: string, release?: Promise<void>) =>
      workspace.db.$transaction(async (tx) => {
        const values = await checkRecordCustomFields(tx, "customer", { tax_id: "NL777" });
        await release;
        return tx.customer.create({ data: { name: email, email, customFields: values as Prisma.InputJsonObject } });
      });
    let releaseFirst = () => {};
    const firstChecked = new Promise<void>((resolve) => (releaseFirst = resolve));
    const first = write("first@example.com", firstChecked);
    // The first writer holds the field's lock (checked, not yet written) when the second one asks for it.
    await expect.poll(() => heldAdvisoryLocks()).toBe(1);
    const second = refusal(write("second@example.com"));
    await expect.poll(() => waitingAdvisoryLocks()).toBe(1);
    releaseFirst();
    await expect(first).resolves.toMatchObject({ email: "first@example.com" });
    expect(await second).toMatchObject({ message: "Tax ID must be unique: another customer has this value" });
  });
});

describe("checkRecordCustomFieldsUpdate", () => {
  it("changes nothing when the writer leaves the fields out, and merges what it sends over the record's", async () => {
    const record = await workspace.db.customer.create({
      data: { name: "Merge", email: "merge@example.com", customFields: { tier: "gold", seats: 4 } },
    });
    expect(await checkRecordCustomFieldsUpdate(workspace.db, "customer", record.id, undefined)).toBeUndefined();
    expect(await checkRecordCustomFieldsUpdate(workspace.db, "customer", record.id, null)).toBeUndefined();
    expect(await checkRecordCustomFieldsUpdate(workspace.db, "customer", record.id, { seats: null })).toEqual({
      tier: "gold",
    });
    expect(
      await checkRecordCustomFieldsUpdate(workspace.db, "customer", record.id, { tier: "silver", seats: 9 }),
    ).toEqual({ tier: "silver", seats: 9 });
    // Another workspace's record is none of this one's.
    expect(await checkRecordCustomFieldsUpdate(other.db, "customer", record.id, { seats: 1 })).toBeUndefined();
  });
});

async function waitingAdvisoryLocks(): Promise<number> {
  const [row] = await t.db.$queryRaw<[{ n: number }]>`
    SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted
      AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
  return row.n;
}

async function heldAdvisoryLocks(): Promise<number> {
  const [row] = await t.db.$queryRaw<[{ n: number }]>`
    SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted
      AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
  return row.n;
}
