import fc from "fast-check";

/**
 * Percent-encodes every byte of the text's UTF-8 but the unreserved ones. Unlike encodeURIComponent
 * it does not throw on a lone surrogate (which UTF-8 cannot hold: it becomes U+FFFD).
 */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, "utf8")]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
    })
    .join("");
}

/** Encoded forms no encoder makes: broken percent-escapes, overlong and invalid UTF-8, NUL, dot segments. */
export const rawSegment = fc.constantFrom(
  "%",
  "%zz",
  "%E0%A4%A",
  "%FF%FE",
  "%C0%80",
  "%ED%A0%80",
  "%00",
  "..%2F..%2Fadmin",
  "%2e%2e",
  "a;b=c",
  "%25",
);

/** A query string from name/value pairs; a name may repeat, and raw segments go in unencoded. */
export function queryString(pairs: readonly (readonly [string, string])[]): string {
  if (pairs.length === 0) return "";
  return `?${pairs.map(([name, value]) => `${name}=${value}`).join("&")}`;
}
