import fc from "fast-check";

/**
 * Text a form field should never choke on: lone surrogates (not even valid UTF-16), NUL and other
 * control characters, right-to-left marks and overrides, zero-width joiners, emoji with skin tones and
 * families, combining marks stacked on one letter, a byte-order mark, full-width and look-alike
 * letters, and strings that mean something to SQL, HTML, JSON, paths or format strings.
 */
const ODD_PIECES = [
  "\uD800",
  "\uDFFF",
  "a\uDC00b",
  "\u0000",
  "\u0001\u0007\u001b[31m",
  "\r\n",
  "\t",
  "\u200F",
  "\u202E",
  "\u2066\u2069",
  "\u200B\u200D",
  "\uFEFF",
  "👩‍👩‍👧‍👦",
  "👍🏽",
  "🏳️‍🌈",
  "e\u0301\u0302\u0303\u0304\u0305\u0306\u0307",
  "Z̵̡̛̖͓̈́͐a̸̢̛l̷g̶o̴",
  "ｆｕｌｌ",
  "ǅ",
  "ß",
  "İ",
  "שלום",
  "مرحبا",
  "日本語",
  "\uFFFD",
  "\uFFFF",
  "'; DROP TABLE customers; --",
  "' OR '1'='1",
  "%",
  "_",
  "\\",
  '"',
  "<script>alert(1)</script>",
  "{{7*7}}",
  "${7*7}",
  "%s%n%x",
  "../../etc/passwd",
  "__proto__",
  "constructor",
  "null",
  "undefined",
  "NaN",
  "-0",
  "1e309",
  "=cmd|' /C calc'!A0",
];

export const oddPiece = fc.constantFrom(...ODD_PIECES);

/** A string built from odd pieces and ordinary characters, of any length up to a few hundred. */
export const oddString = fc
  .array(
    fc.oneof(oddPiece, fc.string({ unit: "grapheme", maxLength: 8 }), fc.string({ unit: "binary", maxLength: 4 })),
    {
      maxLength: 12,
    },
  )
  .map((pieces) => pieces.join(""));

/**
 * Longer than any field allows, yet under the REST body cap of 100 kB even as JSON escapes (six bytes
 * for a control character): the raw bodies are the ones that pass the cap.
 */
export const hugeString = fc
  .tuple(fc.oneof(fc.constant("x"), oddPiece), fc.constantFrom(201, 1_001, 5_001, 12_000))
  .map(([piece, times]) => piece.repeat(Math.ceil(times / piece.length)).slice(0, times));

export const anyString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 3, arbitrary: oddString },
  { weight: 1, arbitrary: fc.constant("") },
  { weight: 1, arbitrary: fc.constantFrom(" ", "   ", "\u00A0") },
  { weight: 1, arbitrary: hugeString },
);

export const oddNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e21, -1e21),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0.5, -0.0, 1e-7, 1.7976931348623157e308),
);

/** A JSON value nested `depth` levels deep: arrays in arrays, or objects in objects. */
export function nested(depth: number, kind: "array" | "object"): unknown {
  let value: unknown = "deep";
  for (let level = 0; level < depth; level++) value = kind === "array" ? [value] : { a: value };
  return value;
}

export const deeplyNested = fc
  .tuple(fc.constantFrom(20, 200, 2_000), fc.constantFrom("array" as const, "object" as const))
  .map(([depth, kind]) => nested(depth, kind));

/** Keys no input declares, including the ones that reach an object's prototype. */
export const unknownKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "id", "workspaceId", "$where"),
  fc.string({ minLength: 1, maxLength: 12 }),
);

/** Any JSON value, odd strings and numbers included, and sometimes a very deep one. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: anyString },
  { weight: 2, arbitrary: oddNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: deeplyNested },
);

/**
 * An object with exactly these entries, the last of a repeated key winning. Defined, not assigned, so
 * that a `__proto__` key becomes a property the JSON carries instead of the object's prototype.
 */
export function objectOf(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return object;
}
