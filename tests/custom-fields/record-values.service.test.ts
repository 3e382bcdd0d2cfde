import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Context, WorkspaceAccess } from "#core/context.ts";
import { ValidationError } from "#core/errors.ts";
import { createCompany, getCompany, updateCompany } from "#schema/companies/companies.service.ts";
import type { CustomFieldRecordType } from "#schema/custom-fields/custom-field-values.rules.ts";
import { createCustomer, getCustomer, patchCustomer, updateCustomer } from "#schema/customers/customers.service.ts";
import { createDeal, getDeal, patchDeal, updateDeal } from "#schema/deals/deals.service.ts";
import { createTask, getTask, patchTask, updateTask } from "#schema/tasks/tasks.service.ts";
import { serviceContext } from "#tests/support/service-context.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { addMember, createWorkspace } from "#tests/support/workspaces.ts";
import { defineField, selectOptions } from "./definitions.ts";

// Every record type's services (what GraphQL and REST both call) write custom fields through the one seam.

let t: TestApp;
let workspace: WorkspaceAccess;
let ctx: Context;
let customerId: string;
let memberId: string;
let strangerId: string;
let made = 0;

type Writer = {
  create(customFields?: unknown): Promise<{ id: string; customFields: unknown }>;
  patch(id: string, customFields: unknown): Promise<{ customFields: unknown }>;
  /** Another change of the record, without custom fields: the legacy PUT where the type has one. */
  otherChange(id: string): Promise<unknown>;
  read(id: string): Promise<{ customFields: unknown }>;
};

const writers: Record<CustomFieldRecordType, Writer> = {
  customer: {
    create: (customFields) =>
      createCustomer(ctx, { name: "Pat", email: `pat${(made += 1)}@example.com`, customFields }),
    patch: (id, customFields) => patchCustomer(ctx, id, { customFields }),
    otherChange: (id) => updateCustomer(ctx, id, { name: "Pat Renamed", email: `pat-renamed-${id}@example.com` }),
    read: (id) => getCustomer(ctx, id),
  },
  company: {
    create: (customFields) => createCompany(ctx, { name: `Company ${(made += 1)}`, customFields }),
    patch: (id, customFields) => updateCompany(ctx, id, { customFields }),
    otherChange: (id) => updateCompany(ctx, id, { notes: "Renamed" }),
    read: (id) => getCompany(ctx, id),
  },
  deal: {
    create: (customFields) => createDeal(ctx, { title: "Deal", customerId, customFields }),
    patch: (id, customFields) => patchDeal(ctx, id, { customFields }),
    otherChange: (id) => updateDeal(ctx, id, { title: "Deal renamed", customerId, stage: "proposal" }),
    read: (id) => getDeal(ctx, id),
  },
  task: {
    create: (customFields) => createTask(ctx, { title: "Task", customFields }),
    patch: (id, customFields) => patchTask(ctx, id, { customFields }),
    otherChange: (id) => updateTask(ctx, id, { title: "Task renamed" }),
    read: (id) => getTask(ctx, id),
  },
};

const RECORD_TYPES = Object.keys(writers) as CustomFieldRecordType[];

beforeAll(async () => {
  t = await startTestApp();
  const owner = await createUser(t.db, { username: "nora" });
  workspace = await createWorkspace(t.db, owner);
  ctx = serviceContext(t.db, owner, workspace);
  const member = await createUser(t.db, { username: "milo" });
  await addMember(t.db, workspace, member);
  memberId = member.id;
  strangerId = (await createUser(t.db, { username: "stan" })).id;
  for (const recordType of RECORD_TYPES) {
    await defineField(workspace, recordType, "band", "select", {
      required: true,
      defaultValue: "small",
      options: selectOptions("Small", "Large"),
    });
    await defineField(workspace, recordType, "score", "number");
    await defineField(workspace, recordType, "ref", "text", { label: "Reference", unique: true });
    await defineField(workspace, recordType, "buddy", "member");
  }
  customerId = (await workspace.db.customer.create({ data: { name: "Deal contact", email: "contact@example.com" } }))
    .id;
});
afterAll(() => t.close());

async function refusal(write: Promise<unknown>) {
  const error = await write.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ValidationError);
  const { message, fieldErrors } = error as ValidationError;
  return { message, fieldErrors };
}

describe.each(RECORD_TYPES)("a %s's custom fields", (recordType) => {
  const writer = () => writers[recordType];

  it("are filled with the defaults on create, and stored typed", async () => {
    expect((await writer().create()).customFields).toEqual({ band: "small" });
    expect((await writer().create({ score: 4.5, band: "large", buddy: memberId })).customFields).toEqual({
      band: "large",
      score: 4.5,
      buddy: memberId,
    });
  });

  it("merge an update over the values, and stay as they are when a write leaves them out", async () => {
    const { id } = await writer().create({ score: 1 });
    expect((await writer().patch(id, { score: 2, ref: `${recordType}-merge` })).customFields).toEqual({
      band: "small",
      score: 2,
      ref: `${recordType}-merge`,
    });
    expect((await writer().patch(id, { score: null })).customFields).toEqual({
      band: "small",
      ref: `${recordType}-merge`,
    });
    await writer().otherChange(id);
    expect((await writer().read(id)).customFields).toEqual({ band: "small", ref: `${recordType}-merge` });
  });

  it("refuse a bad value by the field's label, and nothing is written", async () => {
    const { id } = await writer().create({ score: 7 });
    expect(await refusal(writer().patch(id, { score: "lots", band: null }))).toEqual({
      message: "Band is required",
      fieldErrors: [
        { field: "customFields.band", message: "Band is required" },
        { field: "customFields.score", message: "Score must be a number" },
      ],
    });
    expect((await writer().read(id)).customFields).toEqual({ band: "small", score: 7 });
    expect(await refusal(writer().create({ band: "huge" }))).toEqual({
      message: "Band must be one of its options",
      fieldErrors: [{ field: "customFields.band", message: "Band must be one of its options" }],
    });
    expect(await refusal(writer().create(["band"]))).toMatchObject({
      message: "Custom fields must be an object of values keyed by field key",
    });
  });

  it("refuse a unique value another record of the type holds", async () => {
    const { id } = await writer().create({ ref: `${recordType}-unique` });
    const message = `Reference must be unique: another ${recordType} has this value`;
    expect(await refusal(writer().create({ ref: `${recordType}-unique` }))).toEqual({
      message,
      fieldErrors: [{ field: "customFields.ref", message }],
    });
    const second = await writer().create({ ref: `${recordType}-other` });
    expect(await refusal(writer().patch(second.id, { ref: `${recordType}-unique` }))).toMatchObject({ message });
    // The holder writing it again is no clash.
    expect((await writer().patch(id, { ref: `${recordType}-unique`, score: 1 })).customFields).toEqual({
      band: "small",
      ref: `${recordType}-unique`,
      score: 1,
    });
  });

  it("refuse a member field naming someone outside the workspace", async () => {
    const { id } = await writer().create();
    expect(await refusal(writer().patch(id, { buddy: strangerId }))).toEqual({
      message: "Buddy must be a member of this workspace",
      fieldErrors: [{ field: "customFields.buddy", message: "Buddy must be a member of this workspace" }],
    });
  });
});

describe("companies made from a person's company text", () => {
  it("start with the companies' defaults", async () => {
    await createCustomer(ctx, { name: "Gil", email: "gil@example.com", company: "Globex" });
    const globex = await workspace.db.company.findFirstOrThrow({ where: { name: "Globex" } });
    expect(globex.customFields).toEqual({ band: "small" });
  });
});
