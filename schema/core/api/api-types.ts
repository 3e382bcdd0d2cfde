import { z } from "zod";
import { CURRENCY } from "./money.ts";

// The building blocks of the resources' API shapes (schema/<domain>/<domain>.api.ts): what REST answers,
// webhooks send and the OpenAPI document describes.

export const apiId = z.uuid().meta({ description: "A UUID." });

/** A time as the API writes it: ISO 8601 in UTC, with milliseconds. */
export const apiTime = z.iso.datetime().meta({ description: "ISO 8601 in UTC." });

export const apiCents = z.int().min(0).meta({ description: "An amount in whole cents of `currency`." });

export const apiCurrency = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .meta({
    description:
      "ISO 4217 code of every amount on the record: the workspace's currency (USD unless an owner chose another).",
  });

/** The currency of the site's own prices (the landing page's plans), not of a workspace's amounts. */
export const apiSiteCurrency = z.literal(CURRENCY).meta({ description: "ISO 4217 code of the price." });

export function toApiTime(date: Date): string;
export function toApiTime(date: Date | null): string | null;
export function toApiTime(date: Date | null): string | null {
  return date === null ? null : date.toISOString();
}
