import { z } from "zod";
import { cents, requiredText } from "../text-rules.ts";

// Deal rules, checked by the service (no server imports here, as in every domain's rules file).

export const DEAL_STAGES = ["qualified", "proposal", "negotiation", "closed_won", "closed_lost"] as const;
export const OPEN_DEAL_STAGES = ["qualified", "proposal", "negotiation"] as const;

export const dealInput = z.object(
  {
    title: requiredText("Title", 200),
    customerId: z.string({ error: "Customer is required" }).min(1, "Customer is required"),
    stage: z
      .enum(DEAL_STAGES, { error: "Stage must be qualified, proposal, negotiation, closed_won or closed_lost" })
      .optional(),
    valueCents: cents("Value"),
  },
  { error: "Deal details are required" },
);
