import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { ValidationError } from "#core/errors.ts";

/** zxcvbn's lowest score: guessable in under a thousand tries (a common password, "abcdef", "qwerty1"). */
const WEAKEST_SCORE = 0;
const FALLBACK_WARNING = "This password is too easy to guess.";
/**
 * The estimator runs on the main thread and its cost grows steeply with length and with symbols it
 * could read as l33t (a random 256-character password took ~5 s with its defaults, ~0.1 s with
 * these). A password whose first 64 characters are not the weakest is not the weakest; fewer l33t
 * substitutions rated the common l33t passwords ("p@ssw0rd", "m0nk3y12") exactly as the default did.
 */
const CHECKED_LENGTH = 64;
const L33T_SUBSTITUTIONS = 10;

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * The estimator with the common and English dictionaries (several megabytes): loaded on the first
 * password set, not at start, and never by the browser, which shows the server's answer.
 */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
      maxLength: CHECKED_LENGTH,
      l33tMaxSubstitutions: L33T_SUBSTITUTIONS,
    });
  })();
  return estimator;
}

/**
 * Why a new password is refused, or null when it may be used: one the estimator rates weakest. The
 * message is its warning followed by its suggestions, each a sentence of its own. `related` holds what
 * the person's password should not lean on (their username and address).
 */
export async function weakPasswordMessage(password: string, related: readonly string[] = []): Promise<string | null> {
  const result = (await loadEstimator()).check(password, [...related]);
  if (result.score > WEAKEST_SCORE) return null;
  return [result.feedback.warning ?? FALLBACK_WARNING, ...result.feedback.suggestions].join(" ");
}

/**
 * Refuses a new password the estimator rates weakest (sign-up, reset, change, the configured admin).
 * Runs after the input's rules, so a short password still gets the spec's length message.
 */
export async function assertStrongPassword(password: string, related: readonly string[], field = "password") {
  const message = await weakPasswordMessage(password, related);
  if (message) throw new ValidationError(message, [{ field, message }]);
}
