import type { Logger } from "pino";
import type { Database, WorkspaceDatabase } from "./db/db.ts";
import type { User, WorkspaceRole } from "#prisma/generated/prisma/client.ts";

/** What the signed-in user's cookie holds. Sealed by iron-session; checked against the database. */
export type SessionData = {
  userId?: string;
  /** The session's random token: its row (sessions, found by the token's hash) must still exist. */
  sessionToken?: string;
  /** The workspace the person last chose; the earliest one they joined when unset. */
  workspaceId?: string;
  /** When the person signed in (ms since the epoch): the session ends an absolute lifetime later. */
  signedInAt?: number;
  /** When the cookie was last sealed in use (ms): the session ends once it has been idle too long. */
  activeAt?: number;
  /** Where the primary's log ended after the person's last write: their reads must see at least that far. */
  readAfter?: string;
  /**
   * A sign-in whose password was right, waiting for its second factor (schema/auth/two-factor-sign-in.ts).
   * It signs nobody in: only `userId` does.
   */
  twoFactorPending?: { userId: string; startedAt: number; signIn: SignInBucket };
  /** The passkey challenge this browser was handed last (its row in passkey_challenges; schema/auth/passkey-challenges.ts). */
  passkeyChallengeId?: string;
  /**
   * A single sign-on sent to the OpenID provider and not back yet (schema/auth/single-sign-on.service.ts):
   * the values its answer must match, and where to go after.
   */
  singleSignOnPending?: { state: string; nonce: string; codeVerifier: string; next: string; startedAt: number };
};

/** Single sign-on with an OpenID provider, as configured (OIDC_*). */
export type SingleSignOnSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The text of the sign-in button on /login. */
  buttonLabel: string;
  /** Whether a first sign-in whose address no account has creates one (OIDC_CREATE_ACCOUNTS). */
  createAccounts: boolean;
};

/** How long a session lasts: unused for `idleMs` (`adminIdleMs` for the site admin) or `absoluteMs` in all. */
export type SessionLifetimes = { idleMs: number; adminIdleMs: number; absoluteMs: number };

/** Who is on the other end of the request, as a session row records it. */
export type ClientInfo = { ip: string; userAgent: string };

export type Session = SessionData & {
  save(): Promise<void>;
  destroy(): void;
};

/**
 * The browser's "Trust this browser" cookie: a random token, long-lived and httpOnly, apart from the
 * session's cookie (it outlives sign-outs). Only its hash is kept (core/access/trusted-browsers.ts).
 */
export type BrowserTrustCookie = {
  /** The token the browser sent, if any. */
  readonly token: string | undefined;
  /** Sets the cookie to `token`, for `maxAgeMs`. */
  set(token: string, maxAgeMs: number): void;
  /** Clears the cookie. */
  clear(): void;
};

/** Throttle buckets the services ask for; the gateway decides the limits. */
export type RateLimitBucket = "register" | "contact" | "passwordReset" | "verificationResend";

/** What one hourly allowance (per workspace, per person, per invitation…) has used in its current hour. */
export type AllowanceUse = { used: number; resetsAt: Date };

/**
 * Hourly allowances counted per key rather than per client IP, in the database every gateway shares.
 * The services decide what each allows (see schema/workspaces/invitation-allowances.ts).
 */
export type Allowances = {
  /** Counts one use of each key in its current hour, and says what each has used. */
  use(keys: readonly string[]): Promise<AllowanceUse[]>;
  /** Takes back one use of each key (an action that was refused after all). */
  giveBack(keys: readonly string[]): Promise<void>;
};

/** Buckets that send mail to an address someone typed: each is also limited per target address. */
export type MailBucket = Extract<RateLimitBucket, "passwordReset" | "verificationResend">;

/** Password checks, throttled on failures only, per client IP and per account. */
export type SignInBucket = "login" | "adminLogin";

/** The workspace a request works in, with the caller's role there and the client bound to it. */
export type WorkspaceAccess = {
  id: string;
  name: string;
  role: WorkspaceRole;
  db: WorkspaceDatabase;
  /**
   * For reads that may lag a little behind the latest writes (lists, search, the dashboard, exports):
   * the read replica's copy when there is one and it has the caller's own last write, else `db`.
   */
  readDb: WorkspaceDatabase;
  /** Whether an owner requires a second factor here: a person without one is refused its data (guards.ts). */
  requiresTwoFactor: boolean;
  /** Whether an owner requires single sign-on here: a session signed in otherwise is refused its data (guards.ts). */
  requiresSingleSignOn: boolean;
  /** The IANA time zone its exports and reports give dates in (an owner's setting). */
  timeZone: string;
  /** Whether a person created without a company is linked to the company owning their e-mail's domain (an owner's setting). */
  autoLinkCompanies: boolean;
  /** The ISO 4217 code of every amount in the workspace, built-in values and custom money fields alike (an owner's setting). */
  currency: string;
};

export type Context = {
  /** The system client: workspace data is refused here and reached through `workspace.db`. */
  db: Database;
  /** The system client for reads that may lag a little (the public content), as `workspace.readDb`. */
  readDb: Database;
  /** The signed-in user, or null. Only set while the cookie's session row exists. */
  viewer: User | null;
  /** The id of the cookie's session row (null for an API key or a visitor): "this session". */
  sessionId: string | null;
  /** The current workspace, or null when the viewer has none (or lost the one they were in). */
  workspace: WorkspaceAccess | null;
  /** Why the workspace the session remembers is gone, to tell the person. */
  workspaceNotice: string | null;
  /** Set when the caller is an API key: keys act with member rights in their own workspace only. */
  apiKeyId: string | null;
  /** Whether the signed-in person has a second factor, a confirmed TOTP or a passkey (read with their session, every request). */
  viewerHasTwoFactor: boolean;
  /** Whether the cookie's session was signed in with single sign-on. */
  sessionFromSingleSignOn: boolean;
  /** Single sign-on, when configured, with the address the provider sends the browser back to. */
  singleSignOn: (SingleSignOnSettings & { redirectUri: string }) | null;
  /** ADMIN_REQUIRE_2FA: the admin's operations are refused to a site admin without a second factor. */
  adminRequiresTwoFactor: boolean;
  session: Session;
  /** The browser's trust cookie, which lets a password sign-in skip the second factor. */
  trustCookie: BrowserTrustCookie;
  /** The caller's address and User-Agent. */
  client: ClientInfo;
  requestId: string;
  log: Logger;
  /** Base URL for links in e-mails. */
  appUrl: string;
  /** Whether a new workspace starts with the sample CRM. */
  demoData: boolean;
  /** Whether webhook endpoints may be on loopback, private and link-local addresses (not in production). */
  allowPrivateWebhookUrls: boolean;
  /** Throws RateLimitedError when the caller has used up the bucket. */
  rateLimit(bucket: RateLimitBucket): Promise<void>;
  /**
   * Throws RateLimitedError when the bucket has mailed this address too often lately, from whatever
   * IPs; every address counts alike, whether or not an account uses it.
   */
  rateLimitAddress(bucket: MailBucket, address: string): Promise<void>;
  /**
   * Counts a password check against the caller's IP and the account it names, and throws
   * RateLimitedError when either has had too many failures lately. The account's count is one for
   * every bucket (sign-in, admin sign-in, password change), so guesses cannot be spread over them. Call the returned function once the
   * password proved right: it takes the attempt back, so only failures count.
   */
  passwordAttempt(bucket: SignInBucket, account: string): Promise<() => Promise<void>>;
  allowances: Allowances;
  /** Clears the failures counted against an account (after its owner proved who they are by e-mail). */
  forgivePasswordFailures(account: string): Promise<void>;
  /**
   * Called by the transports once a write request's work is done, before answering: remembers where
   * the caller's writes end (in the session, or on the API key), so their next reads see them.
   */
  rememberWrites(): Promise<void>;
};
