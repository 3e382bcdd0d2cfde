import { STAGE_CHANGE_TITLE, type RowKind, type RowKinds } from "./expected-rows.ts";
import type { LoadClient } from "./load-client.ts";

// Checks on every answer a client reads: nothing from another workspace, and its own rows exactly as
// its acknowledged writes left them.

const TIME_FIELDS = new Set(["dueAt", "occurredAt"]);

/**
 * Names and titles of the rows an answer holds: each must carry the client's workspace tag, but for
 * the server's stage-change notes, which hold no client's text (their customer and author are checked).
 */
export function checkLabels(client: LoadClient, operation: string, labels: (string | null | undefined)[]) {
  const prefix = `${client.workspace.tag} `;
  for (const label of labels) {
    if (label != null && !label.startsWith(prefix) && !STAGE_CHANGE_TITLE.test(label)) {
      client.fail("another workspace's row", operation, `read "${label}" in workspace ${client.workspace.tag}`);
    }
  }
}

/** Usernames of the people an answer names (assignees, authors): each must be a member of the client's workspace. */
export function checkUsernames(client: LoadClient, operation: string, usernames: (string | null | undefined)[]) {
  for (const username of usernames) {
    if (username != null && !username.startsWith(client.workspace.usernamePrefix)) {
      client.fail("another workspace's row", operation, `read user ${username} in workspace ${client.workspace.tag}`);
    }
  }
}

/** REST answers name each row's workspace. */
export function checkWorkspaceIds(client: LoadClient, operation: string, rows: { workspaceId: string }[]) {
  for (const row of rows) {
    if (row.workspaceId !== client.workspace.id) {
      client.fail("another workspace's row", operation, `read a row of workspace ${row.workspaceId}`);
    }
  }
}

function normalised(key: string, value: unknown): unknown {
  return TIME_FIELDS.has(key) && typeof value === "string" ? new Date(value).toISOString() : value;
}

/** The fields of `actual` that `expected` holds, times as ISO strings. */
export function sameFields(expected: object, actual: Record<string, unknown>): boolean {
  return Object.entries(expected).every(([key, value]) => normalised(key, actual[key]) === normalised(key, value));
}

/**
 * A row the client wrote, read back: it must equal what the client's last acknowledged write said (in
 * the fields given, when the read selects only some).
 */
export function checkOwnRow<Kind extends RowKind>(
  client: LoadClient,
  operation: string,
  kind: Kind,
  id: string,
  actual: Record<string, unknown> | null | undefined,
  fields?: string[],
) {
  const row: RowKinds[Kind] | undefined = client.rows.of(kind).get(id);
  if (!row) return;
  const expected = fields ? Object.fromEntries(Object.entries(row).filter(([key]) => fields.includes(key))) : row;
  if (!actual) {
    client.fail("wrong answer", operation, `${kind} ${id} is missing; expected ${JSON.stringify(expected)}`);
  } else if (!sameFields(expected, actual)) {
    client.fail(
      "wrong answer",
      operation,
      `${kind} ${id} is ${JSON.stringify(actual)}; expected ${JSON.stringify(expected)}`,
    );
  }
}

/** One customer's rows of a kind, read back: exactly those the client wrote for it (only it writes them). */
export function checkOwnSet(
  client: LoadClient,
  operation: string,
  kind: "deals" | "tasks" | "activities",
  customerId: string,
  ids: string[],
) {
  const want = client.rows
    .ofCustomer(kind, customerId)
    .map(([id]) => id)
    .sort()
    .join(",");
  const got = [...ids].sort().join(",");
  if (want !== got)
    client.fail("wrong answer", operation, `${kind} of customer ${customerId}: [${got}], expected [${want}]`);
}

/** A create or update that got its 2xx: its answer must echo what was written, and the model takes what was written. */
export function acknowledge<Kind extends RowKind>(
  client: LoadClient,
  operation: string,
  kind: Kind,
  fields: RowKinds[Kind],
  answer: ({ id: string } & Record<string, unknown>) | undefined,
) {
  if (!answer) return;
  if (!sameFields(fields, answer)) {
    client.fail("wrong answer", operation, `answered ${JSON.stringify(answer)} to ${JSON.stringify(fields)}`);
  }
  client.rows.set(kind, answer.id, fields);
}
