import type { Deal } from "../../prisma/generated/prisma/client.ts";
import { CURRENCY } from "../api/money.ts";

/** A deal as the REST API and webhooks show one, with the value's currency. */
export function dealApiJson(deal: Deal) {
  return { ...deal, currency: CURRENCY };
}
