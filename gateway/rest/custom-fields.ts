import { z } from "zod";
import type { CustomField } from "#prisma/generated/prisma/client.ts";
import type { Context } from "#core/context.ts";
import { OWNERS_ONLY } from "#core/access/access.text.ts";
import {
  customFieldApiExample,
  customFieldApiJson,
  customFieldApiSchema,
} from "#schema/custom-fields/custom-fields.api.ts";
import {
  CUSTOM_FIELD_RULE_MESSAGES,
  customFieldInput,
  customFieldPatch,
  customFieldRecordType,
} from "#schema/custom-fields/custom-fields.rules.ts";
import {
  createCustomField,
  CUSTOM_FIELD_NOT_FOUND,
  deleteCustomField,
  getCustomField,
  listCustomFields,
  updateCustomField,
  valueCountOf,
} from "#schema/custom-fields/custom-fields.service.ts";
import { deletedSchema, idParam } from "./answers.ts";
import { created, defineRoute, ok } from "./route.ts";

const fieldAnswer = { schema: customFieldApiSchema, example: customFieldApiExample };
const id = idParam("custom field", customFieldApiExample);
const listSchema = z
  .strictObject({ data: z.array(customFieldApiSchema).meta({ description: "In position order, archived ones too." }) })
  .meta({ title: "CustomFieldList" });

async function answerOf(ctx: Context, field: CustomField) {
  return customFieldApiJson(field, await valueCountOf(ctx, field));
}

/** The example answer's field as a writer creates it: option labels and colours, the keys derived. */
const createExample = {
  recordType: "customer",
  label: "Contract tier",
  type: "select",
  required: true,
  unique: false,
  helpText: "The support contract they signed.",
  default: "standard",
  options: [{ label: "Standard" }, { label: "Premium", color: "gold" }],
};

export const customFieldRoutes = [
  defineRoute({
    method: "get",
    path: "/custom-fields",
    operationId: "listCustomFields",
    tag: "Custom fields",
    summary: "List a record type's custom fields",
    description: "The fields of customers, companies, deals or tasks, in position order, archived ones included.",
    access: "workspace",
    query: z.object({
      recordType: customFieldRecordType.meta({ description: "customer, company, deal or task." }),
    }),
    queryCheckedBy: "service",
    answer: {
      status: 200,
      description: "The record type's fields.",
      schema: listSchema,
      example: { data: [customFieldApiExample] },
    },
    errors: { 400: CUSTOM_FIELD_RULE_MESSAGES.recordType },
    handler: async ({ ctx, query }) => {
      const fields = await listCustomFields(ctx, query.recordType);
      return ok({ data: await Promise.all(fields.map((field) => answerOf(ctx, field))) });
    },
  }),
  defineRoute({
    method: "post",
    path: "/custom-fields",
    operationId: "createCustomField",
    tag: "Custom fields",
    summary: "Create a custom field",
    description:
      "Adds a field after the record type's others; its key is derived from the label and never changes. A required field needs a default; options (select, multi_select) get keys derived from their labels. Owners only.",
    access: "workspace",
    body: customFieldInput,
    bodyExample: createExample,
    answer: { status: 201, description: "The new field.", ...fieldAnswer },
    errors: { 400: CUSTOM_FIELD_RULE_MESSAGES.requiredNeedsDefault, 403: OWNERS_ONLY },
    handler: async ({ ctx, body }) => created(await answerOf(ctx, await createCustomField(ctx, body))),
  }),
  defineRoute({
    method: "get",
    path: "/custom-fields/:id",
    operationId: "getCustomField",
    tag: "Custom fields",
    summary: "Read a custom field",
    description: "One field's definition, with how many records hold a value.",
    access: "workspace",
    params: id,
    answer: { status: 200, description: "The field.", ...fieldAnswer },
    errors: { 404: CUSTOM_FIELD_NOT_FOUND },
    handler: async ({ ctx, params }) => ok(await answerOf(ctx, await getCustomField(ctx, String(params.id)))),
  }),
  defineRoute({
    method: "patch",
    path: "/custom-fields/:id",
    operationId: "updateCustomField",
    tag: "Custom fields",
    summary: "Update a custom field",
    description:
      "Changes the settings given (the key never changes): label, help text, required, unique, searchable, default, options (every existing one by key, in the order wanted; archive one rather than leaving it out), position (the fields between shift by one) and archived. The type cannot change in place. Owners only.",
    access: "workspace",
    params: id,
    body: customFieldPatch,
    bodyExample: { label: "Support tier", position: 2 },
    answer: { status: 200, description: "The field as changed.", ...fieldAnswer },
    errors: { 400: CUSTOM_FIELD_RULE_MESSAGES.typeChange, 403: OWNERS_ONLY, 404: CUSTOM_FIELD_NOT_FOUND },
    handler: async ({ ctx, params, body }) =>
      ok(await answerOf(ctx, await updateCustomField(ctx, String(params.id), body))),
  }),
  defineRoute({
    method: "delete",
    path: "/custom-fields/:id",
    operationId: "deleteCustomField",
    tag: "Custom fields",
    summary: "Delete a custom field",
    description:
      "Deletes the field at once; its values (as many as its `valueCount`) are removed in the background, announcing nothing per record. Owners only.",
    access: "workspace",
    params: id,
    answer: {
      status: 200,
      description: "The deleted field's id.",
      schema: deletedSchema,
      example: { id: customFieldApiExample.id },
    },
    errors: { 403: OWNERS_ONLY, 404: CUSTOM_FIELD_NOT_FOUND },
    handler: async ({ ctx, params }) => ok(await deleteCustomField(ctx, String(params.id))),
  }),
];
