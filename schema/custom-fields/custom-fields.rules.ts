import { z } from "zod";
import { requiredText } from "#core/text.rules.ts";
import {
  CUSTOM_FIELD_RECORD_TYPES,
  CUSTOM_FIELD_TYPES,
  customFieldValue,
  isEmpty,
  OPTION_TYPES,
  SEARCHABLE_TYPES,
  UNIQUE_TYPES,
  type CustomFieldOption,
  type CustomFieldProblem,
  type CustomFieldType,
} from "./custom-field-values.rules.ts";

// A custom field's definition as owners write it (Settings → Fields, GraphQL, REST): the rules the
// service checks and the form shows (isomorphic: zod only, the web bundles it).

/** At most this many fields per record type of a workspace, archived ones included (they hold values). */
export const MAX_CUSTOM_FIELDS = 100;
export const MAX_LABEL_LENGTH = 100;
export const MAX_HELP_TEXT_LENGTH = 500;
export const MAX_KEY_LENGTH = 50;
export const MAX_OPTIONS = 100;
export const MAX_OPTION_LABEL_LENGTH = 100;

/** An option's colour, from a fixed palette; a new option without one gets the first. */
export const CUSTOM_FIELD_COLORS = [
  "gray",
  "red",
  "orange",
  "gold",
  "green",
  "cyan",
  "blue",
  "purple",
  "magenta",
] as const;
export type CustomFieldColor = (typeof CUSTOM_FIELD_COLORS)[number];

const names = (list: readonly string[]) => `${list.slice(0, -1).join(", ")} or ${list.at(-1)}`;

export const CUSTOM_FIELD_RULE_MESSAGES = {
  recordType: `Record type must be ${names(CUSTOM_FIELD_RECORD_TYPES)}`,
  type: `Type must be ${names(CUSTOM_FIELD_TYPES)}`,
  helpText: `Help text must be at most ${MAX_HELP_TEXT_LENGTH} characters`,
  flag: (name: string) => `${name} must be true or false`,
  position: "Position must be a whole number, 0 or more",
  requiredNeedsDefault: "A required field needs a default",
  unique: `Only ${names(UNIQUE_TYPES)} fields can be unique`,
  searchable: `Only ${names(SEARCHABLE_TYPES)} fields can be searchable`,
  optionsRequired: "A select field needs at least one option",
  optionsOnlyForSelects: "Only select and multi_select fields have options",
  tooManyOptions: `A field has at most ${MAX_OPTIONS} options`,
  optionNotFound: (key: string) => `There is no option "${key}"`,
  optionTwice: (key: string) => `The option "${key}" is listed twice`,
  optionsKept: "List every option: archive one instead of leaving it out (records keep its value)",
  optionLabelsDiffer: "Each option needs a different label",
  optionShape: "Each option needs a label",
  color: `Color must be ${names(CUSTOM_FIELD_COLORS)}`,
  typeChange: "A field's type cannot be changed in place",
  tooMany: `A record type has at most ${MAX_CUSTOM_FIELDS} custom fields: delete one first`,
  notUnique: (label: string) => `${label} cannot be unique: some records share a value`,
} as const;

/**
 * A field's key, derived once from its label and never changed (the API's and the CSV's name for it):
 * lower-case ASCII words joined by "_", starting with a letter, at most MAX_KEY_LENGTH characters;
 * "_2", "_3"... when `taken` holds it already. Option keys are derived the same way from option labels.
 */
export function fieldKey(label: string, taken: Iterable<string> = []): string {
  const words = label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    // A letter or digit without an ASCII form drops out of its word; any other sign separates words.
    .replace(/[\u0080-\uffff]/g, (sign) => (/[\p{L}\p{N}]/u.test(sign) ? "" : " "))
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const joined = words.join("_");
  const base = trimKey(/^[a-z]/.test(joined) ? joined : joined ? `field_${joined}` : "field", MAX_KEY_LENGTH);
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let count = 2; ; count++) {
    const suffix = `_${count}`;
    const candidate = `${trimKey(base, MAX_KEY_LENGTH - suffix.length)}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

function trimKey(key: string, max: number): string {
  return key.slice(0, max).replace(/_+$/, "");
}

export const customFieldRecordType = z.enum(CUSTOM_FIELD_RECORD_TYPES, {
  error: CUSTOM_FIELD_RULE_MESSAGES.recordType,
});
const fieldType = z.enum(CUSTOM_FIELD_TYPES, { error: CUSTOM_FIELD_RULE_MESSAGES.type });
const label = requiredText("Label", MAX_LABEL_LENGTH);
const helpText = z
  .string({ error: CUSTOM_FIELD_RULE_MESSAGES.helpText })
  .trim()
  .max(MAX_HELP_TEXT_LENGTH, CUSTOM_FIELD_RULE_MESSAGES.helpText)
  .nullish()
  .transform((value) => value ?? undefined);
const flag = (name: string) =>
  z
    .boolean({ error: CUSTOM_FIELD_RULE_MESSAGES.flag(name) })
    .nullish()
    .transform((value) => value ?? undefined);

/** An option as a writer sends it: `key` names an existing option (left out: a new one). */
export const customFieldOptionInput = z.object(
  {
    key: z
      .string({ error: "Option key must be text" })
      .nullish()
      .transform((value) => value ?? undefined),
    // Options are stored as jsonb, which refuses a lone surrogate: it becomes U+FFFD, as in a text column.
    label: requiredText("Option label", MAX_OPTION_LABEL_LENGTH).transform((value) => value.toWellFormed()),
    color: z
      .enum(CUSTOM_FIELD_COLORS, { error: CUSTOM_FIELD_RULE_MESSAGES.color })
      .nullish()
      .transform((value) => value ?? undefined),
    archived: flag("Archived"),
  },
  { error: CUSTOM_FIELD_RULE_MESSAGES.optionShape },
);
export type CustomFieldOptionInput = { key?: string; label: string; color?: CustomFieldColor; archived?: boolean };

const options = z
  .array(customFieldOptionInput, { error: CUSTOM_FIELD_RULE_MESSAGES.optionShape })
  .max(MAX_OPTIONS, CUSTOM_FIELD_RULE_MESSAGES.tooManyOptions)
  .nullish()
  .transform((value) => value ?? undefined);

/** What a change may set besides the record type: each left out keeps its value (or its default on create). */
const settings = {
  label,
  helpText,
  required: flag("Required"),
  unique: flag("Unique"),
  searchable: flag("Searchable"),
  /** The value a writer leaving the field out gets, as a value of the field; null or left out: none. */
  default: z.unknown().optional().meta({ description: "A value of the field's type (null: none)." }),
  options,
};

/** A new field. */
export const customFieldInput = z.object(
  { recordType: customFieldRecordType, ...settings, type: fieldType },
  { error: "Label is required" },
);
export type CustomFieldInput = z.output<typeof customFieldInput>;

/** A change of a field: every setting, its position (moving the field) and whether it is archived. */
export const customFieldPatch = z.object(
  {
    ...settings,
    label: label.optional(),
    type: fieldType.optional(),
    position: z
      .number({ error: CUSTOM_FIELD_RULE_MESSAGES.position })
      .int(CUSTOM_FIELD_RULE_MESSAGES.position)
      .min(0, CUSTOM_FIELD_RULE_MESSAGES.position)
      .nullish()
      .transform((value) => value ?? undefined),
    archived: flag("Archived"),
  },
  { error: "Give the settings to change" },
);
export type CustomFieldPatch = z.output<typeof customFieldPatch>;

/** A field's settings as stored, which a change applies to. */
export type CustomFieldSettings = {
  label: string;
  type: CustomFieldType;
  helpText: string;
  required: boolean;
  unique: boolean;
  searchable: boolean;
  /** null: none. */
  defaultValue: unknown;
  options: CustomFieldOption[];
};

/** What changes a field's settings: a new field's input, or a patch (its fields left out keep their value). */
export type CustomFieldChange = Partial<Omit<CustomFieldInput, "recordType" | "options">> & {
  options?: CustomFieldOptionInput[];
};

export type Settled = { ok: true; settings: CustomFieldSettings } | { ok: false; problems: CustomFieldProblem[] };

/**
 * The settings a change gives a field (`current` null: a new one, whose change names its type), or
 * the problems, each named by the input's field: the rules that tie settings together (a required
 * field's default, which types may be unique or searchable or have options) and the default checked
 * as a value of the field.
 */
export function settleCustomField(current: CustomFieldSettings | null, change: CustomFieldChange): Settled {
  const problems: CustomFieldProblem[] = [];
  const type = current?.type ?? change.type ?? "text";
  if (current && change.type !== undefined && change.type !== current.type) {
    problems.push({ field: "type", message: CUSTOM_FIELD_RULE_MESSAGES.typeChange });
  }
  const label = change.label ?? current?.label ?? "";
  const required = change.required ?? current?.required ?? false;
  const unique = change.unique ?? current?.unique ?? false;
  const searchable = change.searchable ?? current?.searchable ?? false;
  let options = current?.options ?? [];
  if (OPTION_TYPES.includes(type)) {
    if (change.options !== undefined) {
      const merged = mergeOptions(options, change.options);
      problems.push(...merged.problems);
      options = merged.options;
    }
    if (options.length === 0) problems.push({ field: "options", message: CUSTOM_FIELD_RULE_MESSAGES.optionsRequired });
  } else if (change.options !== undefined && change.options.length > 0) {
    problems.push({ field: "options", message: CUSTOM_FIELD_RULE_MESSAGES.optionsOnlyForSelects });
  }
  if (unique && !UNIQUE_TYPES.includes(type)) {
    problems.push({ field: "unique", message: CUSTOM_FIELD_RULE_MESSAGES.unique });
  }
  if (searchable && !SEARCHABLE_TYPES.includes(type)) {
    problems.push({ field: "searchable", message: CUSTOM_FIELD_RULE_MESSAGES.searchable });
  }
  const given = change.default !== undefined ? change.default : (current?.defaultValue ?? null);
  let defaultValue: unknown = null;
  if (!isEmpty(given)) {
    const field = { key: "default", label, type, required, defaultValue: null, options, archived: false };
    const parsed = customFieldValue(field).safeParse(given);
    if (parsed.success) defaultValue = parsed.data;
    else
      problems.push({ field: "default", message: parsed.error.issues[0]?.message ?? CUSTOM_FIELD_RULE_MESSAGES.type });
  }
  if (required && isEmpty(given)) {
    problems.push({ field: "default", message: CUSTOM_FIELD_RULE_MESSAGES.requiredNeedsDefault });
  }
  if (problems.length > 0) return { ok: false, problems };
  const helpText = change.helpText ?? current?.helpText ?? "";
  return { ok: true, settings: { label, type, helpText, required, unique, searchable, defaultValue, options } };
}

/**
 * The options a change lists, in its order: an option with a key is that existing option renamed,
 * recoloured or (un)archived; one without is new, its key derived from its label. Every existing
 * option must be listed (archived rather than left out: records keep its value).
 */
export function mergeOptions(
  existing: readonly CustomFieldOption[],
  given: readonly CustomFieldOptionInput[],
): { options: CustomFieldOption[]; problems: CustomFieldProblem[] } {
  const problems: CustomFieldProblem[] = [];
  const byKey = new Map(existing.map((option) => [option.key, option]));
  const taken = new Set(byKey.keys());
  const listed = new Set<string>();
  const labels = new Set<string>();
  const options: CustomFieldOption[] = [];
  given.forEach((input, index) => {
    const labelKey = input.label.toLowerCase();
    if (labels.has(labelKey)) {
      problems.push({ field: `options.${index}.label`, message: CUSTOM_FIELD_RULE_MESSAGES.optionLabelsDiffer });
    }
    labels.add(labelKey);
    if (input.key === undefined) {
      const key = fieldKey(input.label, taken);
      taken.add(key);
      options.push({
        key,
        label: input.label,
        color: input.color ?? CUSTOM_FIELD_COLORS[0],
        archived: input.archived ?? false,
      });
      return;
    }
    const found = byKey.get(input.key);
    if (!found) {
      problems.push({ field: `options.${index}.key`, message: CUSTOM_FIELD_RULE_MESSAGES.optionNotFound(input.key) });
      return;
    }
    if (listed.has(found.key)) {
      problems.push({ field: `options.${index}.key`, message: CUSTOM_FIELD_RULE_MESSAGES.optionTwice(found.key) });
      return;
    }
    listed.add(found.key);
    options.push({
      key: found.key,
      label: input.label,
      color: input.color ?? found.color,
      archived: input.archived ?? found.archived,
    });
  });
  if (existing.some((option) => !listed.has(option.key))) {
    problems.push({ field: "options", message: CUSTOM_FIELD_RULE_MESSAGES.optionsKept });
  }
  if (options.length > MAX_OPTIONS)
    problems.push({ field: "options", message: CUSTOM_FIELD_RULE_MESSAGES.tooManyOptions });
  return { options, problems };
}
