import { z } from "zod";
import { optionalField, requiredText } from "#core/text.rules.ts";

// Why deals are lost: the workspace's list of reasons (its owners edit it) and a lost deal's reason and
// note. Shared by the services and the web's forms (no server imports here).

export const MAX_LOST_REASONS = 20;
export const MAX_LOST_REASON_LENGTH = 60;
export const MAX_LOST_NOTE_LENGTH = 1000;

export const LOST_REASON_MESSAGES = {
  onlyWhenLost: "Only a deal closed as lost has a lost reason",
  tooMany: `A workspace has at most ${MAX_LOST_REASONS} lost reasons`,
  noneLeft: "Keep at least one lost reason",
  duplicate: "Each lost reason must be different",
} as const;

export const lostReason = requiredText("Reason", MAX_LOST_REASON_LENGTH);

/** The lost deal's reason and note, as the board's move, a create, a PUT or a PATCH give them. */
export const lostReasonFields = {
  lostReason: lostReason.nullish(),
  lostNote: optionalField("Note", MAX_LOST_NOTE_LENGTH),
};

/** The whole list, in the order the close dialog offers it. */
export const lostReasonsInput = z.object(
  {
    reasons: z
      .array(lostReason, { error: "Reasons are required" })
      .min(1, LOST_REASON_MESSAGES.noneLeft)
      .max(MAX_LOST_REASONS, LOST_REASON_MESSAGES.tooMany)
      .refine(
        (reasons) => new Set(reasons.map((reason) => reason.toLowerCase())).size === reasons.length,
        LOST_REASON_MESSAGES.duplicate,
      ),
  },
  { error: "Reasons are required" },
);
