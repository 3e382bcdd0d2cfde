import { z } from "zod";

export { safeNextPath } from "./next-path.rules.ts";

/** The longest `next` path or callback URL taken (a URL the provider sends back is far shorter). */
const MAX_URL_LENGTH = 4096;

export const startSingleSignOnInput = z.object(
  {
    next: z
      .string({ error: "next must be a path on this site" })
      .max(MAX_URL_LENGTH, "next must be a path on this site")
      .nullish()
      .meta({ description: "Where to go once signed in: a path on this site (anything else means the dashboard)." }),
  },
  { error: "next must be a path on this site" },
);

export const finishSingleSignOnInput = z.object(
  {
    callbackUrl: z
      .string({ error: "callbackUrl is required" })
      .min(1, "callbackUrl is required")
      .max(MAX_URL_LENGTH, "callbackUrl is too long")
      .refine((value) => URL.canParse(value, "http://callback.invalid"), "callbackUrl must be a URL"),
  },
  { error: "callbackUrl is required" },
);
