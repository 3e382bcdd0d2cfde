/**
 * The authenticated floor of `npm run bench`: the least an API with our REST list's contract can do
 * per request, written by hand in Express 5 and `pg` with no data layer, logging, security headers,
 * sessions or rate limit. Each request looks its bearer key up (revoked, deleted workspace, disabled or
 * departed creator: refused, as the app refuses them), reads the page and the workspace's kept row
 * count, each as a prepared statement, and answers `{ data, totalCount }`. Our REST list is measured
 * against it to show what our own layers cost. Run as a child process with DATABASE_URL and PORT.
 */
import { createHash } from "node:crypto";
import express from "express";
import pg from "pg";
import { CUSTOMER_PAGE_QUERY } from "./customer-page.ts";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

const KEY_QUERY = {
  name: "api_key",
  text: `SELECT k.workspace_id FROM api_keys k
      JOIN workspaces w ON w.id = k.workspace_id AND w.deleted_at IS NULL
      JOIN users u ON u.id = k.user_id AND u.disabled_at IS NULL AND u.email_verified_at IS NOT NULL
      JOIN memberships m ON m.user_id = k.user_id AND m.workspace_id = k.workspace_id
    WHERE k.hash = $1 AND k.revoked_at IS NULL`,
};
const ROW_COUNT_QUERY = {
  name: "row_count",
  text: "SELECT row_count FROM workspace_row_counts WHERE workspace_id = $1 AND table_name = 'customers'",
};

const app = express();
app.get("/", async (request, response) => {
  const key = /^Bearer\s+(\S+)\s*$/i.exec(request.get("authorization") ?? "")?.[1];
  const hash = key && createHash("sha256").update(key).digest("hex");
  const { rows: keys } = hash ? await pool.query({ ...KEY_QUERY, values: [hash] }) : { rows: [] };
  const workspaceId = keys[0]?.workspace_id;
  if (!workspaceId) {
    response.status(401).type("text/plain").send("Invalid API key");
    return;
  }
  const { rows } = await pool.query(CUSTOMER_PAGE_QUERY);
  const { rows: counts } = await pool.query({ ...ROW_COUNT_QUERY, values: [workspaceId] });
  response.json({ data: rows, totalCount: Number(counts[0]?.row_count ?? 0) });
});
app.listen(Number(process.env.PORT), "127.0.0.1");

process.on("SIGTERM", () => void pool.end().then(() => process.exit(0)));
