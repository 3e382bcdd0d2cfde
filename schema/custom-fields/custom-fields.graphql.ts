import type { CustomField } from "#prisma/generated/prisma/client.ts";
import { builder } from "#core/builder.ts";
import { DeletePayload } from "#core/payloads.graphql.ts";
import { atMost } from "#core/lists/list-size.ts";
import { DateTimeScalar, JSONScalar } from "#core/scalars.ts";
import { optionsOf } from "./custom-field-definitions.ts";
import { MAX_CUSTOM_FIELDS, MAX_OPTIONS } from "./custom-fields.rules.ts";
import { CUSTOM_FIELD_RECORD_TYPES, CUSTOM_FIELD_TYPES, type CustomFieldOption } from "./custom-field-values.rules.ts";
import {
  createCustomField,
  deleteCustomField,
  getCustomField,
  listCustomFields,
  updateCustomField,
  valueCountOf,
} from "./custom-fields.service.ts";

const CustomFieldRecordType = builder.enumType("CustomFieldRecordType", { values: CUSTOM_FIELD_RECORD_TYPES });
const CustomFieldType = builder.enumType("CustomFieldType", { values: CUSTOM_FIELD_TYPES });

const CustomFieldOptionRef = builder.objectRef<CustomFieldOption>("CustomFieldOption").implement({
  description: "An option of a select or multi_select field; records hold its key.",
  fields: (t) => ({
    key: t.exposeString("key", { description: "Derived from its first label, never changed." }),
    label: t.exposeString("label"),
    color: t.exposeString("color"),
    archived: t.exposeBoolean("archived", { description: "Kept by records that hold it; not offered for new values." }),
  }),
});

const CustomFieldDefinition = builder.objectRef<CustomField>("CustomFieldDefinition").implement({
  description: "A field a workspace's owners added to one of its record types.",
  fields: (t) => ({
    id: t.exposeID("id"),
    recordType: t.field({ type: CustomFieldRecordType, resolve: (field) => field.recordType }),
    key: t.exposeString("key", {
      description: "Derived from the first label, never changed: the name in customFields.",
    }),
    label: t.exposeString("label"),
    type: t.field({ type: CustomFieldType, resolve: (field) => field.type }),
    helpText: t.exposeString("helpText"),
    required: t.exposeBoolean("required"),
    unique: t.exposeBoolean("unique"),
    searchable: t.exposeBoolean("searchable"),
    default: t.field({
      type: JSONScalar,
      nullable: true,
      description: "What a writer leaving the field out gets; null: nothing.",
      resolve: (field) => field.defaultValue ?? null,
    }),
    options: t.field({
      type: [CustomFieldOptionRef],
      extensions: atMost(MAX_OPTIONS),
      resolve: (field) => optionsOf(field),
    }),
    position: t.exposeInt("position"),
    archived: t.exposeBoolean("archived", { description: "Hidden from forms; its values are kept." }),
    valueCount: t.int({
      description: "How many records hold a value (what deleting the field removes).",
      resolve: (field, _args, ctx) => valueCountOf(ctx, field),
    }),
    createdAt: t.expose("createdAt", { type: DateTimeScalar }),
    updatedAt: t.expose("updatedAt", { type: DateTimeScalar }),
  }),
});

const CustomFieldOptionInput = builder.inputType("CustomFieldOptionInput", {
  description: "An option in the order wanted: with the key of an existing one to change it; without, a new one.",
  fields: (t) => ({
    key: t.string(),
    label: t.string({ required: true }),
    color: t.string(),
    archived: t.boolean(),
  }),
});

const CustomFieldInput = builder.inputType("CustomFieldInput", {
  fields: (t) => ({
    recordType: t.field({ type: CustomFieldRecordType, required: true }),
    label: t.string({ required: true }),
    type: t.field({ type: CustomFieldType, required: true }),
    helpText: t.string(),
    required: t.boolean({ description: "A required field needs a default." }),
    unique: t.boolean(),
    searchable: t.boolean(),
    default: t.field({ type: JSONScalar, description: "A value of the field's type." }),
    options: t.field({ type: [CustomFieldOptionInput] }),
  }),
});

const CustomFieldPatch = builder.inputType("CustomFieldPatch", {
  description: "The settings to change; those left out are kept. The key never changes.",
  fields: (t) => ({
    label: t.string(),
    helpText: t.string(),
    required: t.boolean(),
    unique: t.boolean(),
    searchable: t.boolean(),
    default: t.field({ type: JSONScalar, description: "null: none." }),
    options: t.field({
      type: [CustomFieldOptionInput],
      description: "Every option, existing ones by key (archive one rather than leaving it out), in the order wanted.",
    }),
    position: t.int({ description: "Moves the field there (from 0); the fields between shift by one." }),
    archived: t.boolean(),
    type: t.field({ type: CustomFieldType, description: "Refused unless it is the field's type." }),
  }),
});

builder.queryFields((t) => ({
  customFieldDefinitions: t.field({
    type: [CustomFieldDefinition],
    description: "The record type's custom fields in position order, archived ones included.",
    extensions: atMost(MAX_CUSTOM_FIELDS),
    args: { recordType: t.arg({ type: CustomFieldRecordType, required: true }) },
    resolve: (_root, { recordType }, ctx) => listCustomFields(ctx, recordType),
  }),
  customFieldDefinition: t.field({
    type: CustomFieldDefinition,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => getCustomField(ctx, id),
  }),
}));

builder.mutationFields((t) => ({
  createCustomField: t.field({
    type: CustomFieldDefinition,
    description: "Adds a field after the record type's others (owners only).",
    args: { input: t.arg({ type: CustomFieldInput, required: true }) },
    resolve: (_root, { input }, ctx) => createCustomField(ctx, input),
  }),
  updateCustomField: t.field({
    type: CustomFieldDefinition,
    description: "Changes a field's settings, moves, archives or restores it (owners only).",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CustomFieldPatch, required: true }) },
    resolve: (_root, { id, input }, ctx) => updateCustomField(ctx, id, input),
  }),
  deleteCustomField: t.field({
    type: DeletePayload,
    description: "Deletes a field; its values are removed in the background (owners only).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteCustomField(ctx, id),
  }),
}));
