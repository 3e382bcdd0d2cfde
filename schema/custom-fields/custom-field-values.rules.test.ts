import { describe, expect, it } from "vitest";
import { checkCustomFields, type CustomFieldDefinition, type CustomFieldType } from "./custom-field-values.rules.ts";

const field = (
  key: string,
  type: CustomFieldType,
  extra: Partial<CustomFieldDefinition> = {},
): CustomFieldDefinition => ({
  key,
  label: key[0]!.toUpperCase() + key.slice(1),
  type,
  required: false,
  defaultValue: null,
  options: [],
  archived: false,
  ...extra,
});

const tier = field("tier", "select", {
  options: [
    { key: "gold", label: "Gold", color: "gold", archived: false },
    { key: "bronze", label: "Bronze", color: "orange", archived: true },
  ],
});
const tags = field("tags", "multi_select", { options: tier.options });

describe("checkCustomFields", () => {
  it.each<[CustomFieldType, unknown, unknown]>([
    ["text", "  Senior ", "Senior"],
    // PostgreSQL's jsonb refuses a lone surrogate: it becomes U+FFFD, as in a text column.
    ["text", "a\uDC00b", "a\uFFFDb"],
    ["long_text", "line one\nline two", "line one\nline two"],
    ["number", 12.5, 12.5],
    ["money", 129900, 129900],
    ["date", "2026-02-28", "2026-02-28"],
    ["datetime", "2026-02-28T09:30:00+01:00", "2026-02-28T08:30:00.000Z"],
    ["boolean", false, false],
    ["url", "https://acme.com/pricing", "https://acme.com/pricing"],
    ["email", "ana@acme.com", "ana@acme.com"],
    ["phone", "+1 555 123 4567", "+1 555 123 4567"],
    ["member", "0193A000-0000-7000-8000-000000000001", "0193a000-0000-7000-8000-000000000001"],
  ])("stores a %s value in its typed form", (type, sent, stored) => {
    expect(checkCustomFields([field("value", type)], { value: sent })).toEqual({ ok: true, values: { value: stored } });
  });

  it.each<[CustomFieldType, unknown, string]>([
    ["text", 12, "Value must be text of at most 1,000 characters"],
    ["text", "x".repeat(1001), "Value must be text of at most 1,000 characters"],
    ["number", "12", "Value must be a number"],
    ["money", 10.5, "Value must be an amount in cents (a whole number)"],
    ["date", "2026-02-30", "Value must be a date (YYYY-MM-DD)"],
    ["date", "28/02/2026", "Value must be a date (YYYY-MM-DD)"],
    ["datetime", "2026-02-28T09:30:00", "Value must be a date and time (ISO 8601, with a time zone)"],
    ["boolean", "yes", "Value must be true or false"],
    ["url", "ftp://acme.com", "Value must be a web address (http or https)"],
    ["url", "not a url", "Value must be a web address (http or https)"],
    ["email", "ana@", "Value must be an e-mail address"],
    ["phone", "call me", "Value must be a phone number"],
    ["member", "someone", "Value must be a member of this workspace"],
    ["email", "ana\uD800@acme.com", "Value must be an e-mail address"],
    ["url", "https://acme.com/\uDC00", "Value must be a web address (http or https)"],
  ])("refuses a %s value %j, naming the field by its label", (type, sent, message) => {
    expect(checkCustomFields([field("value", type)], { value: sent })).toEqual({
      ok: false,
      problems: [{ field: "customFields.value", message }],
    });
  });

  it("takes option keys for selects, refuses others and a newly chosen archived option, keeps one already held", () => {
    expect(checkCustomFields([tier, tags], { tier: "gold", tags: ["gold", "gold"] })).toEqual({
      ok: true,
      values: { tier: "gold", tags: ["gold"] },
    });
    expect(checkCustomFields([tier], { tier: "platinum" })).toEqual({
      ok: false,
      problems: [{ field: "customFields.tier", message: "Tier must be one of its options" }],
    });
    expect(checkCustomFields([tier], { tier: "bronze" })).toEqual({
      ok: false,
      problems: [{ field: "customFields.tier", message: 'Tier: the option "Bronze" is archived' }],
    });
    expect(
      checkCustomFields([tier, tags], { tier: "bronze", tags: ["bronze"] }, { tier: "bronze", tags: ["bronze"] }),
    ).toEqual({
      ok: true,
      values: { tier: "bronze", tags: ["bronze"] },
    });
    expect(checkCustomFields([tags], { tags: "gold" })).toEqual({
      ok: false,
      problems: [{ field: "customFields.tags", message: "Tags must be a list of its options" }],
    });
  });

  it("fills defaults on create, keeps values left out on update, and clears with null, an empty text or list", () => {
    const seats = field("seats", "number", { required: true, defaultValue: 1 });
    const notes = field("notes", "text", { defaultValue: "none" });
    expect(checkCustomFields([seats, notes, tier], {})).toEqual({ ok: true, values: { seats: 1, notes: "none" } });
    expect(checkCustomFields([seats, notes, tier], undefined)).toEqual({
      ok: true,
      values: { seats: 1, notes: "none" },
    });
    const current = { seats: 5, notes: "vip", tier: "gold" };
    expect(checkCustomFields([seats, notes, tier], { notes: "" }, current)).toEqual({
      ok: true,
      values: { seats: 5, tier: "gold" },
    });
    expect(checkCustomFields([seats, notes, tier], { tier: null, seats: 7 }, current)).toEqual({
      ok: true,
      values: { seats: 7, notes: "vip" },
    });
    expect(checkCustomFields([seats], { seats: null }, current)).toEqual({
      ok: false,
      problems: [{ field: "customFields.seats", message: "Seats is required" }],
    });
  });

  it("does not write back the value of a field that is gone (its values being removed in the background)", () => {
    const seats = field("seats", "number");
    expect(checkCustomFields([seats], { seats: 3 }, { seats: 1, deleted_field: "left over" })).toEqual({
      ok: true,
      values: { seats: 3 },
    });
  });

  it("refuses unknown keys, a list instead of an object, and new values for an archived field", () => {
    const old = field("legacy", "text", { archived: true, defaultValue: "x" });
    expect(checkCustomFields([old], { nope: 1 })).toEqual({
      ok: false,
      problems: [{ field: "customFields.nope", message: 'There is no custom field "nope"' }],
    });
    expect(checkCustomFields([old], [1])).toEqual({
      ok: false,
      problems: [{ field: "customFields", message: "Custom fields must be an object of values keyed by field key" }],
    });
    // An archived field gets no default, keeps its value, and refuses a change.
    expect(checkCustomFields([old], {})).toEqual({ ok: true, values: {} });
    expect(checkCustomFields([old], { legacy: "kept" }, { legacy: "kept" })).toEqual({
      ok: true,
      values: { legacy: "kept" },
    });
    expect(checkCustomFields([old], { legacy: "new" }, { legacy: "kept" })).toEqual({
      ok: false,
      problems: [{ field: "customFields.legacy", message: "Legacy is archived: restore it to change its values" }],
    });
  });
});
