import type pg from "pg";

/**
 * Tables that are bookkeeping, not data: the migration log, the rate-limit counters (a refused request
 * still counts against its allowance) and the reminder mails sent.
 */
const NOT_DOMAIN = new Set(["_prisma_migrations", "rate_limit_counters", "task_reminder_mails"]);

/**
 * Columns that change after a request, not because of it: the job worker records each webhook
 * delivery's attempts and when its endpoint started failing, and an API key's or a session's last use
 * (and a session's address) is written as it is used.
 */
const AFTER_THE_FACT: Record<string, string[]> = {
  webhook_deliveries: ["status", "attempts", "response_status", "last_error", "last_attempt_at", "queued_at"],
  webhook_endpoints: ["failing_since", "updated_at"],
  api_keys: ["last_used_at"],
  sessions: ["last_used_at", "ip"],
};

/**
 * Rows a refused request writes by design, left out of the digests: a failed sign-in of an existing
 * account is logged in its security log (and its workspaces'), whoever tried it.
 */
const LOGGED_REFUSALS: Record<string, string> = {
  security_events: "kind <> 'sign_in_failed'",
};

/** Each table's row count and an md5 of its rows, by table name. */
export type Digest = Record<string, string>;

export type Scope = { workspaceId: string; userIds: string[] };

export const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * Which of a table's rows belong to a workspace: its own, and its members' accounts and sessions. Not their tokens:
 * anyone may ask for a password reset link for any address, which adds one.
 */
function scopeFilter(table: string, columns: Set<string>, scope: Scope): string | undefined {
  const users = `ARRAY[${scope.userIds.map(literal).join(",")}]::uuid[]`;
  if (columns.has("workspace_id")) return `workspace_id = ${literal(scope.workspaceId)}`;
  if (table === "workspaces") return `id = ${literal(scope.workspaceId)}`;
  if (table === "users") return `id = ANY(${users})`;
  if (table === "sessions") return `user_id = ANY(${users})`;
  return undefined;
}

/**
 * One statement that digests every domain table (count and md5 of its rows as JSON, in a fixed order),
 * or, when `scope` is given, only the rows that belong to that workspace; each row of its answer is
 * named `label` and the table's name.
 */
export async function digestStatement(client: pg.Client, label: string, scope?: Scope): Promise<string> {
  const { rows } = await client.query<{ table_name: string; columns: string[] }>(
    `SELECT table_name, array_agg(column_name::text) AS columns FROM information_schema.columns
     WHERE table_schema = 'public' GROUP BY table_name ORDER BY table_name`,
  );
  const parts = rows.flatMap(({ table_name: table, columns }) => {
    if (NOT_DOMAIN.has(table)) return [];
    const scoped = scope ? scopeFilter(table, new Set(columns), scope) : "TRUE";
    if (!scoped) return [];
    const where = LOGGED_REFUSALS[table] ? `(${scoped}) AND ${LOGGED_REFUSALS[table]}` : scoped;
    const dropped = (AFTER_THE_FACT[table] ?? []).map(literal).join(",");
    const row = `(to_jsonb(r) - ARRAY[${dropped}]::text[])::text`;
    return [
      `SELECT ${literal(`${label}${table}`)} AS t, count(*) || ':' || md5(coalesce(string_agg(${row}, '|' ORDER BY ${row}), '')) AS d
       FROM "${table}" r WHERE ${where}`,
    ];
  });
  return parts.join("\nUNION ALL\n");
}

export async function takeDigest(client: pg.Client, statement: string): Promise<Digest> {
  const { rows } = await client.query<{ t: string; d: string }>(statement);
  return Object.fromEntries(rows.map(({ t, d }) => [t, d]));
}

/** The tables under `label` whose digest differs, by name, for a failure message. */
export function changedTables(before: Digest, after: Digest, label: string): string[] {
  return Object.keys({ ...before, ...after })
    .filter((key) => key.startsWith(label) && before[key] !== after[key])
    .map((key) => key.slice(label.length));
}
