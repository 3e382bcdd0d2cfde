import { z } from "zod";
import { CUSTOM_FIELD_MESSAGES } from "./custom-field-values.rules.ts";

// A record's custom fields as its form, GraphQL input and REST body carry them (isomorphic: the web
// form's schema takes it too). Only the shape is checked here: the values are the definitions' to
// judge, in the service (checkRecordCustomFields), where the workspace's definitions are known.

/** What a write's `customFields` holds (the OpenAPI document and the GraphQL inputs say it). */
export const CUSTOM_FIELDS_INPUT_DESCRIPTION =
  'The workspace\'s own fields, keyed by field key (GET /api/custom-fields lists them): text as strings, numbers as numbers, money as whole cents, dates as YYYY-MM-DD, date-times as ISO 8601, selects as option keys (a multi-select as a list of them), members as user ids. A field left out keeps its value (on create: gets its default); null, "" or [] clears it.';

/** A write's `customFields`: an object of values keyed by field key; null or left out changes none. */
export const customFieldsInput = z
  .record(z.string(), z.unknown(), { error: CUSTOM_FIELD_MESSAGES.notAnObject })
  .nullish()
  .meta({ description: CUSTOM_FIELDS_INPUT_DESCRIPTION });

/** What a record's `customFields` holds as the API answers it. */
export const CUSTOM_FIELDS_ANSWER_DESCRIPTION =
  "The workspace's own fields, keyed by field key (typed JSON: numbers as numbers, dates as ISO strings, selects as option keys); archived fields' values included.";

/** A record's `customFields` as an answer carries them: every value it holds, archived fields' included. */
export const customFieldsAnswer = z
  .record(z.string(), z.unknown())
  .meta({ description: CUSTOM_FIELDS_ANSWER_DESCRIPTION });
