import { z } from "zod";
import { filterId, optionalDate, optionalField, optionalId, requiredText } from "#core/text.rules.ts";

// Activity rules, shared by the service and the web's activity dialog (no server imports here).

export const ACTIVITY_TYPES = ["call", "email", "meeting", "note"] as const;

export const activityInput = z.object(
  {
    type: z.enum(ACTIVITY_TYPES, { error: "Type must be call, email, meeting or note" }),
    title: requiredText("Title", 200),
    description: optionalField("Description", 5000),
    occurredAt: optionalDate("Date"),
    customerId: optionalId("Customer"),
  },
  { error: "Activity details are required" },
);

/** An update that changes only the fields it gives. */
export const activityPatch = activityInput.partial();

export const activityFilter = z
  .object({
    type: z.enum(ACTIVITY_TYPES, { error: "Type must be call, email, meeting or note" }).nullish(),
    customerId: filterId("Customer not found"),
  })
  .nullish();
