import { type CountryCode, getCountries, isPossiblePhoneNumber, parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";

// Phone numbers as every form, the API and the import check them (isomorphic: the web bundles it).

export const PHONE_MESSAGE = "Please enter a valid phone number";

/** The region a number without "+" is read for first: the spec's forms show a US-style example. */
export const DEFAULT_PHONE_REGION: CountryCode = "US";

const REGIONS = [DEFAULT_PHONE_REGION, ...getCountries().filter((region) => region !== DEFAULT_PHONE_REGION)];

/**
 * Whether text is a phone number someone could dial: with "+", a possible international number (its
 * country code and length); without, a number of a possible length in some region (the US first), as a
 * workspace may hold customers of any country and has none set. The text must be the number alone
 * (letters, "call me at ..." are refused), an extension ("ext. 12", "x12") may follow.
 */
export function isPhoneNumber(text: string): boolean {
  if (text.trim().startsWith("+")) return isPossiblePhoneNumber(text);
  return REGIONS.some((region) => isPossiblePhoneNumber(text, region));
}

/** A North American number's shape: an area code and an exchange that each start with 2 to 9. */
const NORTH_AMERICAN = /^[2-9]\d{2}[2-9]\d{6}$/;

/**
 * A phone number for the screen, in international form where its country is known: "+1 (555) 123-4567"
 * -> "+1 555 123 4567", "(212) 555-0100" (shaped as a US number) -> "+1 212 555 0100". Any other text is
 * shown as typed: it is stored as typed, and a national number of another country ("020 7946 0018")
 * cannot be told apart.
 */
export function formatPhone(text: string): string {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  const parsed = parsePhoneNumberFromString(trimmed, DEFAULT_PHONE_REGION);
  if (!parsed) return trimmed;
  const known = trimmed.startsWith("+")
    ? parsed.isPossible()
    : parsed.countryCallingCode === "1" && NORTH_AMERICAN.test(parsed.nationalNumber);
  return known ? parsed.formatInternational() : trimmed;
}

/** An optional phone field (as optionalField): undefined keeps, null or "" clears, anything else must be a phone number. */
export function optionalPhone(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => value === "" || isPhoneNumber(value), PHONE_MESSAGE)
    .nullish()
    .transform((value) => (value === null ? "" : value));
}
