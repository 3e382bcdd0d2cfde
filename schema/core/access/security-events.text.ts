// The security log's event kinds and the sentence each is read as (no imports: the web bundles this file).

/** What happens to an account: the account's owner sees these in their own log. */
export const ACCOUNT_EVENT_KINDS = [
  "sign_in",
  "sign_in_failed",
  "two_factor_enabled",
  "two_factor_disabled",
  "recovery_codes_regenerated",
  "passkey_added",
  "passkey_removed",
  "session_ended",
  "other_sessions_ended",
] as const;

/** What happens to a workspace's team, keys, webhooks and data: its owners see these. */
export const WORKSPACE_EVENT_KINDS = [
  "member_added",
  "member_removed",
  "role_changed",
  "api_key_created",
  "api_key_revoked",
  "webhook_created",
  "webhook_deleted",
  "workspace_exported",
] as const;

export const SECURITY_EVENT_KINDS = [...ACCOUNT_EVENT_KINDS, ...WORKSPACE_EVENT_KINDS] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];
export type AccountEventKind = (typeof ACCOUNT_EVENT_KINDS)[number];
export type WorkspaceEventKind = (typeof WORKSPACE_EVENT_KINDS)[number];

/**
 * The account events the owners of the person's workspaces see too (a row for each workspace the
 * person belongs to when it happens). Ending one's own sessions stays the person's own business.
 */
export const SHARED_ACCOUNT_EVENT_KINDS: readonly AccountEventKind[] = [
  "sign_in",
  "sign_in_failed",
  "two_factor_enabled",
  "two_factor_disabled",
  "recovery_codes_regenerated",
  "passkey_added",
  "passkey_removed",
];

/** How long an event is kept. */
export const SECURITY_LOG_RETENTION_DAYS = 180;

/**
 * How a sign-in (or a failed one) proved or failed to prove who it was: `totp`, `recovery` and
 * `password_passkey` are a password and then that second factor; `passkey` is a passkey alone; `sso` is single sign-on.
 */
export const SIGN_IN_METHODS = ["password", "totp", "recovery", "passkey", "password_passkey", "sso"] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** The few facts an event's sentence needs, by kind (every field optional: old rows may lack one). */
export type SecurityEventDetail = {
  method?: SignInMethod;
  /** A sign-in to the site administration rather than to the app. */
  admin?: boolean;
  /** The member added, removed or given a new role. */
  username?: string;
  role?: string;
  /** A member who left rather than was removed. */
  left?: boolean;
  /** An API key's or a passkey's name, a webhook's URL. */
  name?: string;
  url?: string;
  /** How many sessions ended. */
  ended?: number;
};

const SIGNED_IN_WITH: Record<SignInMethod, string> = {
  password: "with a password",
  totp: "with a password and an authenticator code",
  recovery: "with a password and a recovery code",
  passkey: "with a passkey",
  password_passkey: "with a password and a passkey",
  sso: "with single sign-on",
};

/** How a session was signed in, as the sessions list says it ("with a passkey"). */
export function signedInWithText(method: SignInMethod): string {
  return SIGNED_IN_WITH[method];
}

/** A stored method read back: a value this version does not know reads as a password sign-in. */
export function asSignInMethod(value: string): SignInMethod {
  return (SIGN_IN_METHODS as readonly string[]).includes(value) ? (value as SignInMethod) : "password";
}

const WRONG: Record<SignInMethod, string> = {
  password: "wrong password",
  totp: "wrong authenticator code",
  recovery: "wrong recovery code",
  passkey: "passkey not accepted",
  password_passkey: "passkey not accepted",
  sso: "single sign-on refused",
};

function quoted(text: string | undefined) {
  return `"${text ?? ""}"`;
}

const SENTENCES: Record<SecurityEventKind, (detail: SecurityEventDetail) => string> = {
  sign_in: ({ method = "password", admin }) =>
    `Signed in${admin ? " to the site administration" : ""} ${SIGNED_IN_WITH[method]}`,
  sign_in_failed: ({ method = "password" }) => `Failed sign-in: ${WRONG[method]}`,
  two_factor_enabled: () => "Turned on two-factor authentication",
  two_factor_disabled: () => "Turned off two-factor authentication",
  recovery_codes_regenerated: () => "Generated new recovery codes",
  passkey_added: ({ name }) => `Added the passkey ${quoted(name)}`,
  passkey_removed: ({ name }) => `Removed the passkey ${quoted(name)}`,
  session_ended: () => "Signed out a session",
  other_sessions_ended: ({ ended = 0 }) => `Signed out ${ended === 1 ? "1 other session" : `${ended} other sessions`}`,
  member_added: ({ username, role }) => `${username ?? "Someone"} joined the workspace as ${role ?? "member"}`,
  member_removed: ({ username, left }) =>
    left ? `${username ?? "Someone"} left the workspace` : `Removed ${username ?? "a member"} from the workspace`,
  role_changed: ({ username, role }) => `Changed ${username ?? "a member"}'s role to ${role ?? "member"}`,
  api_key_created: ({ name }) => `Created the API key ${quoted(name)}`,
  api_key_revoked: ({ name }) => `Revoked the API key ${quoted(name)}`,
  webhook_created: ({ url }) => `Added the webhook ${url ?? ""}`.trim(),
  webhook_deleted: ({ url }) => `Deleted the webhook ${url ?? ""}`.trim(),
  workspace_exported: () => "Downloaded the workspace's export",
};

function isKind(kind: string): kind is SecurityEventKind {
  return (SECURITY_EVENT_KINDS as readonly string[]).includes(kind);
}

/** What happened, as one sentence (its subject is the event's "who"). */
export function describeSecurityEvent(kind: string, detail: SecurityEventDetail): string {
  return isKind(kind) ? SENTENCES[kind](detail) : kind;
}
