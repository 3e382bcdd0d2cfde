import { ValidationError } from "#core/errors.ts";
import { LOST_REASON_MESSAGES } from "./lost-reasons.rules.ts";
import type { DealStageName } from "./deals.rules.ts";

type LostReason = { lostReason: string | null; lostNote: string | null };

/**
 * The one rule of a deal's lost reason, for every path that writes a stage. Only a lost deal has one
 * (giving one otherwise is refused; leaving Lost clears it). A lost deal takes the reason and note
 * given, else keeps the ones it had; API clients may close a deal as lost without a reason.
 */
export function lostReasonFor(
  stage: DealStageName,
  given: { lostReason?: string | null; lostNote?: string },
  current: LostReason,
): LostReason {
  if (stage !== "closed_lost") {
    if (given.lostReason || given.lostNote) throw new ValidationError(LOST_REASON_MESSAGES.onlyWhenLost);
    return { lostReason: null, lostNote: null };
  }
  return {
    lostReason: given.lostReason === undefined ? current.lostReason : given.lostReason,
    lostNote: given.lostNote === undefined ? current.lostNote : given.lostNote || null,
  };
}
