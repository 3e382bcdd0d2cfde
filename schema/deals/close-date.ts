import { ValidationError } from "#core/errors.ts";
import { DEAL_MESSAGES, isOpenStage, type DealStageName } from "./deals.rules.ts";

/**
 * What a change that closes a deal without a close date gets: now (a create, PUT or PATCH, for API
 * clients that give none), or a refusal (a board move, whose drop into Won or Lost asks for the date).
 */
export type MissingCloseDate = "now" | "required";

/**
 * The one rule of a deal's close date, for every path that writes it. Open deals have none (giving
 * one is refused); a closed one takes the date it was given, or else keeps the one it had (`current`:
 * null when the change is what closes it), or else gets what `missing` says.
 */
export function closeDateFor(
  stage: DealStageName,
  given: Date | null | undefined,
  current: Date | null,
  missing: MissingCloseDate,
): Date | null {
  if (isOpenStage(stage)) {
    if (given) throw new ValidationError(DEAL_MESSAGES.closeDateOnlyWhenClosed);
    return null;
  }
  if (given) return given;
  if (current) return current;
  if (missing === "required") throw new ValidationError(DEAL_MESSAGES.closeDateRequired);
  return new Date();
}
