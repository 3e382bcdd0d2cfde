import type pg from "pg";
import type { WorkspaceRows } from "./fuzz-world.ts";
import { literal } from "./table-digest.ts";

/**
 * A random write may be valid and take an actor's access away: a logout, an ended session or a
 * password change ends the cookie's session, a role change or removal takes the member out of A, `revokeApiKey` ends the key,
 * `deleteWorkspace` hides A. Every such change is undone after the case that made it (the rows the
 * actors depend on are put back as they were), so the rest of the run still fuzzes as them.
 */
export type ActorGuard = {
  /** A statement answering one row, ("actors", the state of the rows the actors depend on). */
  statement: string;
  /** Puts back what changed since the start, given the state the statement read; true when something had. */
  restore(state: string | undefined): Promise<boolean>;
};

function stateStatement(a: WorkspaceRows, since: Date): string {
  const workspace = literal(a.workspaceId);
  const users = `ARRAY[${a.userIds.map(literal).join(",")}]::uuid[]`;
  return `SELECT 'actors' AS t, json_build_object(
  'users', (SELECT json_agg(json_build_object('id', id,
            'password_hash', password_hash, 'disabled_at', disabled_at) ORDER BY id) FROM users WHERE id = ANY(${users})),
  'sessions', (SELECT json_agg(json_build_object('id', id, 'user_id', user_id, 'token_hash', token_hash,
            'created_at', created_at) ORDER BY id) FROM sessions WHERE user_id = ANY(${users})),
  'memberships', (SELECT json_agg(json_build_object('user_id', user_id, 'role', role, 'created_at', created_at)
            ORDER BY user_id) FROM memberships WHERE workspace_id = ${workspace} AND user_id = ANY(${users})),
  'workspace', (SELECT deleted_at FROM workspaces WHERE id = ${workspace}),
  'api_keys', (SELECT json_agg(json_build_object('id', id, 'revoked_at', revoked_at) ORDER BY id)
            FROM api_keys WHERE workspace_id = ${workspace} AND created_at <= ${literal(since.toISOString())})
)::text AS d`;
}

type State = {
  users: { id: string; password_hash: string }[];
  sessions: { id: string; user_id: string; token_hash: string; created_at: string }[] | null;
  memberships: { user_id: string; role: string; created_at: string }[];
  api_keys: { id: string }[];
};

export async function guardActors(client: pg.Client, a: WorkspaceRows): Promise<ActorGuard> {
  const statement = stateStatement(a, new Date());
  const snapshot = (await client.query<{ d: string }>(statement)).rows[0]?.d ?? "";
  const original = JSON.parse(snapshot) as State;
  return {
    statement,
    async restore(state) {
      if (state === snapshot) return false;
      for (const user of original.users) {
        await client.query("UPDATE users SET password_hash = $2, disabled_at = NULL WHERE id = $1", [
          user.id,
          user.password_hash,
        ]);
      }
      const kept = (original.sessions ?? []).map(({ id }) => id);
      await client.query("DELETE FROM sessions WHERE user_id = ANY($1::uuid[]) AND NOT (id = ANY($2::uuid[]))", [
        original.users.map(({ id }) => id),
        kept,
      ]);
      for (const session of original.sessions ?? []) {
        await client.query(
          `INSERT INTO sessions (id, user_id, token_hash, created_at, last_used_at) VALUES ($1, $2, $3, $4, now())
           ON CONFLICT (id) DO NOTHING`,
          [session.id, session.user_id, session.token_hash, session.created_at],
        );
      }
      for (const membership of original.memberships) {
        await client.query(
          `INSERT INTO memberships (workspace_id, user_id, role, created_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (workspace_id, user_id) DO UPDATE SET role = EXCLUDED.role`,
          [a.workspaceId, membership.user_id, membership.role, membership.created_at],
        );
      }
      await client.query("UPDATE workspaces SET deleted_at = NULL WHERE id = $1", [a.workspaceId]);
      await client.query("UPDATE api_keys SET revoked_at = NULL WHERE id = ANY($1::uuid[])", [
        original.api_keys.map(({ id }) => id),
      ]);
      return true;
    },
  };
}
