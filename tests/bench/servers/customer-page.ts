import { BENCH_WORKSPACE, PAGE_SIZE } from "../bench-data.ts";

/**
 * The page every server in the comparison answers, as SQL: the newest PAGE_SIZE customers of the big
 * workspace, ordered as the app's default list order (created_at desc, id desc), with the columns and
 * names of the REST list's rows. The floor runs it as a prepared statement; the ceiling serves it once.
 */
export const CUSTOMER_PAGE_QUERY = {
  name: "customer_page",
  text: `SELECT id, workspace_id AS "workspaceId", is_sample AS "isSample", name, email, phone, company, status,
      notes, value_cents AS "valueCents", owner_id AS "ownerId", created_at AS "createdAt", updated_at AS "updatedAt"
    FROM customers WHERE workspace_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
  values: [BENCH_WORKSPACE.id, PAGE_SIZE],
};
