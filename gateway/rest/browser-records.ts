import { z } from "zod";
import { apiId } from "#core/api/api-types.ts";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "#core/lists/lists.rules.ts";
import type { BrowserRecordView } from "#schema/account/user-agent.ts";
import { wholeNumber } from "./list-params.ts";

/**
 * The fields every such list shares, read from the browser's address and User-Agent; `facts` says what
 * its address, User-Agent and `current` mean for this list.
 */
export function browserRecordFields(facts: { ip: string; userAgent: string; current: string }) {
  return {
    id: apiId,
    ip: z.string().meta({ description: facts.ip }),
    userAgent: z.string().meta({ description: facts.userAgent }),
    browser: z.string().meta({ description: "The browser and its major version, from the User-Agent." }),
    os: z.string().meta({ description: "The operating system, from the User-Agent." }),
    current: z.boolean().meta({ description: facts.current }),
  };
}

export function browserRecordJson({ id, ip, userAgent, browser, os, current }: BrowserRecordView): BrowserRecordView {
  return { id, ip, userAgent, browser, os, current };
}

/** `?limit=` of such a list, which has no further pages: an account has few browsers. */
export function browserListLimit(noun: string) {
  return wholeNumber("limit", `How many ${noun}: ${DEFAULT_PAGE_SIZE} by default, at most ${MAX_PAGE_SIZE}.`, {
    minimum: 1,
  });
}
