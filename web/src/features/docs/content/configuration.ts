export type ConfigurationVariable = {
  /** Markdown-style text: `backticks` mark code. */
  variable: string;
  default: string;
  meaning: string;
};

/** The server's environment variables, worded as in README.md's configuration table (a test keeps them equal). */
export const CONFIGURATION: ReadonlyArray<ConfigurationVariable> = [
  { variable: "`PORT`", default: "`3000`", meaning: "HTTP port (`0` picks a free one)." },
  {
    variable: "`HOST`",
    default: "`127.0.0.1`",
    meaning: "Address to listen on (`0.0.0.0` to accept connections from other machines).",
  },
  { variable: "`DATA_DIR`", default: "`./data`", meaning: "Embedded PostgreSQL files and generated secrets." },
  {
    variable: "`DATABASE_URL`",
    default: "unset",
    meaning:
      "Unset: run the embedded PostgreSQL under `DATA_DIR` on a free loopback port. Set (`postgres://…`): use that server and start nothing.",
  },
  {
    variable: "`DATABASE_DIRECT_URL`",
    default: "`DATABASE_URL`",
    meaning:
      "The primary without PgBouncer in between, for what a transaction-mode pooler cannot carry: the migrations and the job queue (which waits for jobs with `LISTEN`). Set it when `DATABASE_URL` points at PgBouncer.",
  },
  {
    variable: "`DATABASE_REPLICA_URL`",
    default: "unset",
    meaning:
      "A streaming replica of the primary (through its own PgBouncer, if any). Lists, search, the dashboard, exports and the public content are read from it once it has replayed the caller's last write (see Design notes).",
  },
  {
    variable: "`DATABASE_POOL_SIZE`",
    default: "`10`",
    meaning: "Connections each gateway process keeps to the primary, and to the replica, at most (1 to 1000).",
  },
  {
    variable: "`DATABASE_STATEMENT_TIMEOUT_MS`",
    default: "`10000`",
    meaning:
      "Longest a request's SQL statement may run before PostgreSQL stops it (answered 503); 0: no limit. Set as the app role's default, so it holds through PgBouncer; migrations, backups and jobs lift it.",
  },
  {
    variable: "`SESSION_SECRET`",
    default: "generated",
    meaning:
      "At least 32 characters; seals session cookies. Unset: generated once and kept in `DATA_DIR/session-secret` (mode 0600). Set it when several gateway processes share one database.",
  },
  {
    variable: "`APP_URL`",
    default: "`http://localhost:PORT`",
    meaning:
      "Public base URL (e-mail links; `https://` makes cookies `Secure`; its host is the passkeys' relying party). Unset: `localhost` for a loopback `HOST` (WebAuthn refuses IPs), else `http://HOST:PORT`.",
  },
  {
    variable: "`ADMIN_USERNAME`, `ADMIN_PASSWORD`",
    default: "unset",
    meaning:
      "Create that admin at start, or reset its password. Unset and no admin yet: `admin` with a random password, shown once (see Quick start).",
  },
  {
    variable: "`ADMIN_REQUIRE_2FA`",
    default: "`false`",
    meaning:
      "`true` requires a second factor of the site admin: an admin without one who signs in is led to set it up (`/admin/security`) before the admin pages work.",
  },
  {
    variable: "`SMTP_URL`",
    default: "unset",
    meaning: "`smtp://` or `smtps://` URL for sending e-mail. Unset: each e-mail's link is printed to the output.",
  },
  { variable: "`MAIL_FROM`", default: "`Bramble CRM <no-reply@localhost>`", meaning: "Sender of e-mails." },
  {
    variable: "`AUTH_RATE_LIMIT`",
    default: "`10`",
    meaning:
      "Per 15 minutes: failed password checks per IP and per account (login, admin login, password change: one count); attempts per IP at sign-up, contact form, password reset, e-mail links; mails per target address.",
  },
  {
    variable: "`SESSION_IDLE_HOURS`",
    default: "`168`",
    meaning:
      "Hours a session may go unused before it ends (1 to 336). Whatever its use, a session ends 14 days after sign-in.",
  },
  {
    variable: "`ADMIN_SESSION_IDLE_HOURS`",
    default: "`12`",
    meaning: "The same for the site admin's sessions (1 to 336 hours).",
  },
  {
    variable: "`API_RATE_LIMIT`",
    default: "`1000`",
    meaning: "Requests per API key per hour (REST and GraphQL with `Authorization: Bearer <key>`).",
  },
  {
    variable: "`TRUST_PROXY`",
    default: "`0`",
    meaning: "Number of reverse proxies in front of the app (so the client IP is read correctly).",
  },
  {
    variable: "`DEMO_DATA`",
    default: "`true`",
    meaning:
      "`false` starts each new workspace empty instead of with the sample CRM (customers, tasks, activities and months of deals, marked as samples that owners remove in one action).",
  },
  {
    variable: "`TASK_REMINDER_HOUR`",
    default: "`7`",
    meaning:
      "Hour (0-23, server time zone) of the daily e-mail listing each user's pending tasks due that day. Gateway processes sharing a database need the same hour and time zone.",
  },
  {
    variable: "`WEBHOOKS_ALLOW_PRIVATE_URLS`",
    default: "`false`",
    meaning:
      "Whether webhooks may reach loopback, private and link-local addresses (checked when an endpoint is saved and on the resolved address at every delivery), whatever `NODE_ENV` says.",
  },
  {
    variable: "`WEBHOOK_RETRY_BASE_MS`",
    default: "`30000`",
    meaning:
      "Wait before a failed webhook delivery's first retry; each later one waits twice as long, up to 6 hours, for a day.",
  },
  {
    variable: "`OIDC_ISSUER`",
    default: "unset",
    meaning:
      "Single sign-on's OpenID provider, exactly as it names itself (its discovery document's `issuer`, trailing slash and all; `https://`, or `http://` on a loopback host), set with the two below. Register `APP_URL/api/auth/oidc/callback` as its redirect URI. Unset: no single sign-on.",
  },
  {
    variable: "`OIDC_CLIENT_ID`",
    default: "unset",
    meaning:
      "The client registered at the provider (authorization code flow with PKCE; scopes `openid email profile`).",
  },
  {
    variable: "`OIDC_CLIENT_SECRET`",
    default: "unset",
    meaning: "That client's secret (sent with HTTP Basic, `client_secret_basic`).",
  },
  {
    variable: "`OIDC_BUTTON_LABEL`",
    default: "`Sign in with single sign-on`",
    meaning: "The text of the single sign-on button on `/login` (at most 60 characters).",
  },
  {
    variable: "`OIDC_CREATE_ACCOUNTS`",
    default: "`true`",
    meaning:
      "`false`: a first single sign-on whose e-mail address no account has is refused instead of creating an account.",
  },
  {
    variable: "`LOG_LEVEL`",
    default: "`info`",
    meaning:
      "`fatal`, `error`, `warn`, `info`, `debug`, `trace` (also logs every SQL statement with its time) or `silent`.",
  },
  {
    variable: "`DRAIN_DELAY_MS`",
    default: "`5000` in production, else `0`",
    meaning:
      "On SIGTERM, milliseconds (0 to 60000) during which `/healthz` answers `503` while requests are still served, before the listener closes (see Operating it).",
  },
  {
    variable: "`NODE_ENV`",
    default: "`development`",
    meaning:
      "`production` makes `DRAIN_DELAY_MS` default to `5000`; nothing else: no mode shows a stack trace, and there is no GraphiQL page (any GraphQL client works).",
  },
];
