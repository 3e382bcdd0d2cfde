import { z } from "zod";
import type { Context } from "#core/context.ts";
import { DomainError } from "#core/errors.ts";
import { SingleSignOnError } from "#schema/auth/single-sign-on-error.ts";
import { finishSingleSignOn, startSingleSignOn } from "#schema/auth/single-sign-on.service.ts";
import { startSingleSignOnInput } from "#schema/auth/single-sign-on.rules.ts";
import {
  SINGLE_SIGN_ON_CALLBACK_PATH,
  SINGLE_SIGN_ON_START_PATH,
  type SingleSignOnProblem,
} from "#schema/auth/single-sign-on.text.ts";
import { defineRoute, REDIRECT_ANSWER_TEXT, redirect, type QueryText } from "./route.ts";

/** Under /api, as the router mounts them. */
const underApi = (path: string) => path.replace(/^\/api/, "");

/** The sign-in page, showing why a single sign-on signed nobody in (its text: SINGLE_SIGN_ON_PROBLEMS). */
export function signInPageFor(reason: SingleSignOnProblem): string {
  return `/login?sso_error=${reason}`;
}

/**
 * A browser is never shown an error page here: whatever went wrong, it lands on /login with the reason
 * (a refusal the service did not name, such as a malformed query, reads as a failed sign-in). What the
 * service did not foresee is logged.
 */
function backToSignIn(ctx: Context, error: unknown) {
  if (error instanceof SingleSignOnError) return redirect(signInPageFor(error.reason));
  if (!(error instanceof DomainError)) ctx.log.error({ err: error }, "single sign-on failed");
  return redirect(signInPageFor("failed"));
}

/** The callback's query as the provider sent it (each parameter once). */
function callbackUrl(query: QueryText): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, value);
  return `${SINGLE_SIGN_ON_CALLBACK_PATH}?${search}`;
}

const redirectAnswer = (description: string, example: string) => ({
  status: 302,
  description,
  schema: z.string(),
  example: REDIRECT_ANSWER_TEXT + example,
  mediaType: "text/plain",
});

export const singleSignOnRoutes = [
  defineRoute({
    method: "get",
    path: underApi(SINGLE_SIGN_ON_START_PATH),
    operationId: "startSingleSignOn",
    tag: "Authentication",
    summary: "Start a single sign-on",
    description:
      "A link for the browser: sends it to the OpenID provider (code flow with PKCE; the state, nonce and verifier wait in the session cookie for 10 minutes). Without single sign-on configured, or with the provider unreachable, it goes to `/login?sso_error=<reason>` instead.",
    access: "public",
    query: startSingleSignOnInput,
    answer: redirectAnswer(
      "To the provider's sign-in page (or back to /login with the reason it cannot start).",
      "https://id.example.com/authorize?client_id=bramble&response_type=code&code_challenge_method=S256",
    ),
    handler: async ({ ctx, query }) => {
      try {
        return redirect((await startSingleSignOn(ctx, query)).authorizationUrl);
      } catch (error) {
        return backToSignIn(ctx, error);
      }
    },
  }),
  defineRoute({
    method: "get",
    path: underApi(SINGLE_SIGN_ON_CALLBACK_PATH),
    operationId: "finishSingleSignOn",
    tag: "Authentication",
    summary: "Finish a single sign-on",
    description:
      "The redirect URI the provider sends the browser back to (register `${APP_URL}/api/auth/oidc/callback` with it). Checks the state, exchanges the code with the PKCE verifier, verifies the ID token and its nonce, then signs in and goes to the start's `next` (the dashboard by default). On any failure it goes to `/login?sso_error=<reason>`, which shows why.",
    access: "public",
    writes: true,
    query: z.object({
      code: z.string().optional().meta({ description: "The authorization code." }),
      state: z.string().optional().meta({ description: "The state the start sent." }),
      iss: z.string().optional().meta({ description: "The issuer (RFC 9207), when the provider sends it." }),
      error: z.string().optional().meta({ description: "The provider's refusal, instead of a code." }),
    }),
    queryCheckedBy: "service",
    answer: redirectAnswer("Signed in: to the start's `next`; otherwise to /login with the reason.", "/dashboard"),
    handler: async ({ ctx, query }) => {
      try {
        return redirect((await finishSingleSignOn(ctx, { callbackUrl: callbackUrl(query) })).next);
      } catch (error) {
        return backToSignIn(ctx, error);
      }
    },
  }),
];
