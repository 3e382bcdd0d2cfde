import { describe, expect, it } from "vitest";
import {
  customFieldInput,
  customFieldPatch,
  fieldKey,
  mergeOptions,
  settleCustomField,
  type CustomFieldSettings,
} from "./custom-fields.rules.ts";

const problemsOf = (schema: typeof customFieldInput | typeof customFieldPatch, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

const textField: CustomFieldSettings = {
  label: "Seniority",
  type: "text",
  helpText: "",
  required: false,
  unique: false,
  searchable: false,
  defaultValue: null,
  options: [],
};

const tier: CustomFieldSettings = {
  ...textField,
  label: "Tier",
  type: "select",
  options: [
    { key: "gold", label: "Gold", color: "gold", archived: false },
    { key: "bronze", label: "Bronze", color: "orange", archived: false },
  ],
};

describe("fieldKey", () => {
  it.each([
    ["Renewal date", "renewal_date"],
    ["  Contract   tier!! ", "contract_tier"],
    ["Año fiscal (€)", "ano_fiscal"],
    ["2nd contact", "field_2nd_contact"],
    ["???", "field"],
    ["Ünïcödé-Straße", "unicode_strae"],
    ["a".repeat(60), "a".repeat(50)],
    [`${"word ".repeat(9)}end`, "word_word_word_word_word_word_word_word_word_end"],
    [`${"abcd ".repeat(9)}abcdefgh`, "abcd_abcd_abcd_abcd_abcd_abcd_abcd_abcd_abcd_abcde"],
  ])("derives %j as %j: lower-case ASCII words joined by _, from a letter, at most 50", (label, key) => {
    expect(fieldKey(label)).toBe(key);
  });

  it("adds _2, _3... on a clash, keeping within 50 characters", () => {
    expect(fieldKey("Seats", ["seats"])).toBe("seats_2");
    expect(fieldKey("Seats", ["seats", "seats_2"])).toBe("seats_3");
    expect(fieldKey("b".repeat(55), ["b".repeat(50)])).toBe(`${"b".repeat(48)}_2`);
    expect(fieldKey("Seats", ["other"])).toBe("seats");
  });
});

describe("customFieldInput", () => {
  it("takes a new field's settings, trimming the texts", () => {
    expect(
      customFieldInput.parse({ recordType: "deal", label: " Seats ", type: "number", helpText: " How many " }),
    ).toEqual({ recordType: "deal", label: "Seats", type: "number", helpText: "How many" });
  });

  it("names each field's problem with its message", () => {
    expect(problemsOf(customFieldInput, {})).toEqual([
      ["recordType", "Record type must be customer, company, deal or task"],
      ["label", "Label is required"],
      [
        "type",
        "Type must be text, long_text, number, money, date, datetime, boolean, select, multi_select, url, email, phone or member",
      ],
    ]);
    expect(problemsOf(customFieldInput, null)).toEqual([["", "Label is required"]]);
    expect(
      problemsOf(customFieldInput, {
        recordType: "lead",
        label: "x".repeat(101),
        type: "text",
        helpText: "h".repeat(501),
        required: "yes",
        options: [{ label: "" }, { label: "Gold", color: "teal" }, "Silver"],
      }),
    ).toEqual([
      ["recordType", "Record type must be customer, company, deal or task"],
      ["label", "Label must be at most 100 characters"],
      ["helpText", "Help text must be at most 500 characters"],
      ["required", "Required must be true or false"],
      ["options.0.label", "Option label is required"],
      ["options.1.color", "Color must be gray, red, orange, gold, green, cyan, blue, purple or magenta"],
      ["options.2", "Each option needs a label"],
    ]);
  });

  it("makes an option's label well-formed: jsonb refuses a lone surrogate", () => {
    expect(
      customFieldInput.parse({ recordType: "deal", label: "Tier", type: "select", options: [{ label: "a\uD800" }] }),
    ).toMatchObject({ options: [{ label: "a\uFFFD" }] });
  });
});

describe("customFieldPatch", () => {
  it("takes any of the settings, a position from 0 and archived", () => {
    expect(customFieldPatch.parse({ position: 3, archived: true, default: null })).toEqual({
      position: 3,
      archived: true,
      default: null,
    });
    expect(customFieldPatch.parse({})).toEqual({});
    expect(problemsOf(customFieldPatch, { position: -1, label: "", archived: 1 })).toEqual([
      ["label", "Label is required"],
      ["position", "Position must be a whole number, 0 or more"],
      ["archived", "Archived must be true or false"],
    ]);
    expect(problemsOf(customFieldPatch, { position: 1.5 })).toEqual([
      ["position", "Position must be a whole number, 0 or more"],
    ]);
  });
});

describe("settleCustomField", () => {
  it("settles a new field: defaults for what is left out, the default in its stored form", () => {
    expect(
      settleCustomField(null, { label: "Renewal", type: "datetime", default: "2026-02-28T09:30:00+01:00" }),
    ).toEqual({
      ok: true,
      settings: {
        label: "Renewal",
        type: "datetime",
        helpText: "",
        required: false,
        unique: false,
        searchable: false,
        defaultValue: "2026-02-28T08:30:00.000Z",
        options: [],
      },
    });
  });

  it("gives a new select's options keys from their labels, the first colour when none is given", () => {
    const settled = settleCustomField(null, {
      label: "Contract tier",
      type: "select",
      options: [{ label: "Gold" }, { label: "Silver plus", color: "blue" }, { label: "Gold!" }],
      default: "silver_plus",
      required: true,
    });
    expect(settled).toEqual({
      ok: true,
      settings: expect.objectContaining({
        required: true,
        defaultValue: "silver_plus",
        options: [
          { key: "gold", label: "Gold", color: "gray", archived: false },
          { key: "silver_plus", label: "Silver plus", color: "blue", archived: false },
          { key: "gold_2", label: "Gold!", color: "gray", archived: false },
        ],
      }),
    });
  });

  it.each<[string, CustomFieldSettings | null, Parameters<typeof settleCustomField>[1], [string, string][]]>([
    [
      "a required field without a default",
      null,
      { label: "Seats", type: "number", required: true },
      [["default", "A required field needs a default"]],
    ],
    [
      "a default of the wrong type, named by the field's label",
      null,
      { label: "Seats", type: "number", default: "many" },
      [["default", "Seats must be a number"]],
    ],
    [
      "unique on a type that cannot be",
      null,
      { label: "Renewal", type: "date", unique: true },
      [["unique", "Only text, number, email, url or phone fields can be unique"]],
    ],
    [
      "searchable on a type that cannot be",
      null,
      { label: "Seats", type: "number", searchable: true },
      [["searchable", "Only text, long_text, email, url or phone fields can be searchable"]],
    ],
    [
      "a select without options",
      null,
      { label: "Tier", type: "multi_select", options: [] },
      [["options", "A select field needs at least one option"]],
    ],
    [
      "options on a field that has none",
      null,
      { label: "Seats", type: "number", options: [{ label: "One" }] },
      [["options", "Only select and multi_select fields have options"]],
    ],
    ["a default that is no option", tier, { default: "platinum" }, [["default", "Tier must be one of its options"]]],
    ["a change of type", textField, { type: "number" }, [["type", "A field's type cannot be changed in place"]]],
    [
      "turning required on without a default",
      textField,
      { required: true },
      [["default", "A required field needs a default"]],
    ],
    [
      "clearing the default of a required field",
      { ...textField, required: true, defaultValue: "junior" },
      { default: null },
      [["default", "A required field needs a default"]],
    ],
  ])("refuses %s", (_case, current, change, problems) => {
    expect(settleCustomField(current, change)).toEqual({
      ok: false,
      problems: problems.map(([field, message]) => ({ field, message })),
    });
  });

  it("keeps what a change leaves out and applies what it gives", () => {
    const current = { ...textField, required: true, defaultValue: "junior", helpText: "Their level" };
    expect(settleCustomField(current, { label: "Level", unique: true, searchable: true })).toEqual({
      ok: true,
      settings: { ...current, label: "Level", unique: true, searchable: true },
    });
    expect(settleCustomField(current, { type: "text", helpText: "" })).toEqual({
      ok: true,
      settings: { ...current, helpText: "" },
    });
  });

  it("refuses a default on an option being archived", () => {
    const change = {
      default: "gold",
      options: [
        { key: "gold", label: "Gold", archived: true },
        { key: "bronze", label: "Bronze" },
      ],
    };
    expect(settleCustomField({ ...tier, defaultValue: "gold" }, change)).toEqual({
      ok: false,
      problems: [{ field: "default", message: 'Tier: the option "Gold" is archived' }],
    });
  });
});

describe("mergeOptions", () => {
  const existing = tier.options;

  it("renames, recolours, archives and reorders existing options by key and adds new ones", () => {
    expect(
      mergeOptions(existing, [
        { key: "bronze", label: "Bronze (old)", archived: true },
        { label: "Platinum", color: "purple" },
        { key: "gold", label: "Golden", color: "green" },
        { label: "Bronze" },
      ]),
    ).toEqual({
      problems: [],
      options: [
        { key: "bronze", label: "Bronze (old)", color: "orange", archived: true },
        { key: "platinum", label: "Platinum", color: "purple", archived: false },
        { key: "gold", label: "Golden", color: "green", archived: false },
        { key: "bronze_2", label: "Bronze", color: "gray", archived: false },
      ],
    });
  });

  it("refuses two options with the same label, whatever their case", () => {
    expect(
      mergeOptions(existing, [{ key: "gold", label: "Gold" }, { key: "bronze", label: "Bronze" }, { label: "GOLD" }])
        .problems,
    ).toEqual([{ field: "options.2.label", message: "Each option needs a different label" }]);
  });

  it("refuses an unknown key, an option listed twice, and an existing option left out", () => {
    expect(
      mergeOptions(existing, [
        { key: "gold", label: "Gold" },
        { key: "gold", label: "Gold again" },
        { key: "silver", label: "Silver" },
      ]).problems,
    ).toEqual([
      { field: "options.1.key", message: 'The option "gold" is listed twice' },
      { field: "options.2.key", message: 'There is no option "silver"' },
      {
        field: "options",
        message: "List every option: archive one instead of leaving it out (records keep its value)",
      },
    ]);
  });
});
