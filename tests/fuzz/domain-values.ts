import fc from "fast-check";
import { CUSTOM_FIELD_COLORS } from "#schema/custom-fields/custom-fields.rules.ts";
import { WEBHOOK_EVENTS } from "#schema/webhooks/webhooks.rules.ts";
import { TEST_PASSWORD } from "#tests/support/users.ts";
import { filterTrees } from "./filter-trees.ts";
import { FUZZ_CUSTOM_FIELDS, type FuzzWorld } from "./fuzz-world.ts";
import { anyJson, anyString, oddNumber, oddString } from "./odd-values.ts";

const MALFORMED_IDS = [
  "",
  "0",
  "-1",
  "not-a-uuid",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "0190c5f2-0000-7000-8000-00000000000",
  "0190c5f2-0000-7000-8000-0000000000000",
  "{0190c5f2-0000-7000-8000-000000000000}",
  "0190c5f2000070008000000000000000",
  "0190c5f2-0000-7000-8000-000000000000\u0000",
  " 0190c5f2-0000-7000-8000-000000000000",
  "' OR 1=1 --",
  "../customers",
  "%",
];

/** A cursor's parts (see schema/core/lists/cursor.ts) with one of them replaced by `junk`. */
function tamperedCursors(real: string[], junk: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const decoded = real.map((cursor) => JSON.parse(Buffer.from(cursor, "base64url").toString()) as unknown[]);
  const encode = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString("base64url");
  return fc.tuple(fc.constantFrom(...decoded), fc.nat(), junk).map(([parts, at, junk]) => {
    const copy = [...parts];
    copy[at % (copy.length + 1)] = junk;
    return encode(copy);
  });
}

/** Values for the fields of one fuzz run, made from the rows of workspaces A and B. */
export function domainValues(world: FuzzWorld) {
  const { a, b } = world;
  const realId = fc.constantFrom(...a.ids, ...b.ids);
  const id = fc.oneof(
    { weight: 4, arbitrary: realId },
    { weight: 1, arbitrary: fc.constantFrom(...b.ids) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: realId.map((value) => value.toUpperCase()) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_IDS) },
    { weight: 1, arbitrary: anyString },
  );
  const dateTime = fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
        .map((date) => date.toISOString()),
    },
    // Anywhere in JavaScript's range, far beyond what the database stores.
    { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "2024-02-30T00:00:00Z",
        "2024-13-01",
        "0000-00-00",
        "+275760-09-13T00:00:00.000Z",
        "+275760-09-13T00:00:00.001Z",
        "-271821-04-20T00:00:00.000Z",
        "1970-01-01",
        "9999-12-31T23:59:59.999Z",
        "tomorrow",
        "1e3",
      ),
    },
    { weight: 1, arbitrary: oddNumber },
    { weight: 1, arbitrary: anyString },
  );
  const cursor = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...a.cursors, ...b.cursors) },
    {
      weight: 3,
      arbitrary: tamperedCursors([...a.cursors, ...b.cursors], fc.oneof(anyJson, dateTime, realId, oddNumber)),
    },
    { weight: 1, arbitrary: fc.base64String({ maxLength: 40 }) },
    { weight: 1, arbitrary: anyJson.map((value) => Buffer.from(JSON.stringify(value) ?? "").toString("base64url")) },
    { weight: 1, arbitrary: anyString },
  );
  const email = fc.oneof(
    fc.emailAddress(),
    fc.constantFrom(...a.emails, ...b.emails),
    fc.constantFrom(...a.emails, ...b.emails).map((value) => ` ${value.toUpperCase()} `),
    fc.constantFrom("a@b", "@example.com", "a@@example.com", "a b@example.com", "ä@exämple.com", "a@example.com\u0000"),
    anyString,
  );
  const url = fc.oneof(
    fc.webUrl(),
    fc.constantFrom(
      "http://127.0.0.1:9/hook",
      "https://user:pass@example.com/hook",
      "javascript:alert(1)",
      "file:///etc/passwd",
      "http://[::1]:9/",
      "http://169.254.169.254/latest/meta-data/",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "ftp://example.com",
      "http://",
    ),
    anyString,
  );
  const events = fc.oneof(
    fc.subarray([...WEBHOOK_EVENTS]),
    fc.array(fc.oneof(fc.constantFrom(...WEBHOOK_EVENTS), anyString), { maxLength: 6 }),
  );
  const domains = fc.array(
    fc.oneof(
      fc.domain(),
      fc.constantFrom(
        "https://www.Acme.com/about",
        "acme.com.",
        "localhost",
        "not a domain",
        "a@b.com",
        "xn--80ak6aa92e.com",
      ),
      anyString,
    ),
    { maxLength: 4 },
  );
  const password = fc.oneof(fc.constant(TEST_PASSWORD), fc.string({ maxLength: 12 }), anyString);
  const name = fc.oneof(fc.constantFrom(...a.names, ...b.names), oddString, anyString);
  const count = fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: -2, max: 250 }) },
    { weight: 1, arbitrary: oddNumber },
  );
  const money = fc.oneof(
    fc.constantFrom("12.34", "0", "-5", "1,000", "$3", "1e9", "20000000.00", "99999999999", "0.001", "€1"),
    anyString,
  );

  /** A value of any custom field type, fitting or not the field it lands on. */
  const customFieldValue = fc.oneof(
    fc.constantFrom(
      "Senior",
      "",
      "2027-01-31",
      "2027-02-30",
      "2027-01-31T09:00:00+01:00",
      "2027-01-31T09:00:00",
      "gold",
      "bronze",
      "https://acme.example/pricing",
      "javascript:alert(1)",
      "ana@example.com",
      "+1 555 123 4567",
    ),
    fc.constantFrom(...a.userIds, ...b.userIds),
    fc.array(fc.constantFrom("gold", "bronze", "silver"), { maxLength: 4 }),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    oddNumber,
    fc.constant(null),
    anyJson,
  );
  /** A record's custom fields: keyed by A's fields (one of every type), an unknown key, or no object at all. */
  const customFields = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.dictionary(
        fc.constantFrom(...FUZZ_CUSTOM_FIELDS.map((field) => field.key), "no_such_field", "__proto__"),
        customFieldValue,
        { maxKeys: 4 },
      ),
    },
    { weight: 1, arbitrary: anyJson },
  );

  const filterTree = filterTrees({ id, dateTime });

  // Custom fields' definitions: labels (keys are derived from them), option keys, colours and defaults
  // of every type.
  const fieldLabel = fc.oneof(
    fc.constantFrom("Tier", "Seats", "Renewal date", "Contract tier", "2nd contact", "Ünïcödé", "???", "x".repeat(101)),
    oddString,
    anyString,
  );
  const optionKey = fc.oneof(fc.constantFrom("gold", "silver", "gold_2", "platinum"), anyString);
  const color = fc.oneof(fc.constantFrom(...CUSTOM_FIELD_COLORS), anyString);
  const fieldDefault = fc.oneof(
    fc.constantFrom("gold", ["gold", "silver"], "2026-02-28", "2026-02-30", "2026-02-28T09:30:00+01:00", true, 0, 12.5),
    fc.integer(),
    email,
    url,
    realId,
    anyJson,
  );

  /** A valid-looking value for a field, from its name, or undefined when the name says nothing. */
  function byName(field: string): fc.Arbitrary<unknown> | undefined {
    if (/^(id|.+Id)$/.test(field)) return id;
    if (/^(after|before|cursor)$/.test(field)) return cursor;
    if (/email/i.test(field)) return email;
    if (/url/i.test(field)) return url;
    if (field === "events") return events;
    if (field === "domains") return domains;
    if (/password/i.test(field)) return password;
    if (/(At|^date)$/.test(field)) return dateTime;
    if (/^(first|last|limit|offset|line)$/.test(field)) return count;
    if (/^(name|confirmName|username)$/.test(field)) return name;
    if (field === "value") return money;
    if (field === "label") return fieldLabel;
    if (field === "key") return optionKey;
    if (field === "color") return color;
    if (field === "default") return fieldDefault;
    if (field === "customFields") return customFields;
    if (field === "currency") return fc.oneof(fc.constantFrom("EUR", "usd", "JPY", "EURO", "XYZ", ""), anyString);
    // REST's `?filter=` (the tree as JSON text) and GraphQL's `filterTree`.
    if (field === "filter" || field === "filterTree") return filterTree;
    return undefined;
  }

  return { id, cursor, email, dateTime, byName };
}

export type DomainValues = ReturnType<typeof domainValues>;
