import { z } from "zod";
import { cents, filterId, requiredText } from "../text-rules.ts";

// Deal rules, checked by the service (no server imports here, as in every domain's rules file).

export const DEAL_STAGES = ["qualified", "proposal", "negotiation", "closed_won", "closed_lost"] as const;
export const OPEN_DEAL_STAGES = ["qualified", "proposal", "negotiation"] as const;
/** The orders the deals table has an index for. */
export const DEAL_ORDER_FIELDS = ["createdAt", "closedAt"] as const;

const STAGE_MESSAGE = "Stage must be qualified, proposal, negotiation, closed_won or closed_lost";

export const dealInput = z.object(
  {
    title: requiredText("Title", 200),
    customerId: z.string({ error: "Customer is required" }).min(1, "Customer is required"),
    stage: z.enum(DEAL_STAGES, { error: STAGE_MESSAGE }).optional(),
    valueCents: cents("Value"),
  },
  { error: "Deal details are required" },
);

/** An update that changes only the fields it gives. */
export const dealPatch = dealInput.partial();

export const dealFilter = z
  .object({
    stage: z.enum(DEAL_STAGES, { error: STAGE_MESSAGE }).nullish(),
    customerId: filterId("Customer not found"),
  })
  .nullish();

export const dealOrder = z
  .object({
    field: z.enum(DEAL_ORDER_FIELDS, { error: "Sort field must be createdAt or closedAt" }),
    direction: z.enum(["asc", "desc"], { error: "Sort direction must be asc or desc" }),
  })
  .nullish();

export type DealListOrder = NonNullable<z.infer<typeof dealOrder>>;
