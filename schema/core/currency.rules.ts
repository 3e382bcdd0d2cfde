import { z } from "zod";

// Currencies as the workspace's setting holds them (isomorphic: the settings form lists them too).

/** A new workspace's currency, the one every amount was in before workspaces chose theirs. */
export const DEFAULT_CURRENCY = "USD";
export const CURRENCY_MESSAGE = "Choose a currency from the list";

/** The ISO 4217 codes the runtime knows, in code order: the settings form's list. */
export const CURRENCIES: readonly string[] = Intl.supportedValuesOf("currency");

const known = new Set(CURRENCIES);

/** A currency's ISO 4217 code, upper-cased ("eur" → "EUR"); anything not on the list is refused. */
export const currencyCode = z
  .string({ error: CURRENCY_MESSAGE })
  .trim()
  .toUpperCase()
  .refine((code) => known.has(code), CURRENCY_MESSAGE);
