import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { CopyWriter, copyText } from "./copy-writer.ts";
import { withIndexesBuiltAfter } from "./deferred-indexes.ts";
import { buildOnConnections } from "./parallel-builds.ts";
import { BIG_TABLES } from "./write-crm.ts";

const WORKSPACE = "0193a000-0000-7000-8000-0000000000a1";

/** Every index and constraint of the big tables, as PostgreSQL prints them back. */
async function schemaOf(client: pg.Client) {
  const { rows: indexes } = await client.query<{ definition: string }>(
    "SELECT indexdef AS definition FROM pg_indexes WHERE tablename = ANY($1) ORDER BY indexname",
    [BIG_TABLES],
  );
  const { rows: constraints } = await client.query<{ definition: string }>(
    `SELECT conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) AS definition
       FROM pg_constraint WHERE conrelid::regclass::text = ANY($1) ORDER BY conname`,
    [BIG_TABLES],
  );
  return { indexes: indexes.map((row) => row.definition), constraints: constraints.map((row) => row.definition) };
}

const indexCount = async (client: pg.Client) => {
  const { rows } = await client.query<{ count: string }>("SELECT count(*) FROM pg_indexes WHERE tablename = ANY($1)", [
    BIG_TABLES,
  ]);
  return Number(rows[0]?.count);
};

describe("the bench seed's bulk load", () => {
  let database: TestDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query("INSERT INTO workspaces (id, name) VALUES ($1, 'Load')", [WORKSPACE]);
  });
  afterAll(async () => {
    await client.end();
    await database.drop();
  });

  it("writes COPY's text format: null as \\N, and backslash, tab, newline and return escaped", () => {
    expect(copyText(null)).toBe("\\N");
    expect(copyText(undefined)).toBe("\\N");
    expect(copyText(42)).toBe("42");
    expect(copyText("plain text")).toBe("plain text");
    expect(copyText("a\\b\tc\nd\re")).toBe("a\\\\b\\tc\\nd\\re");
  });

  it("copies rows with awkward text as they are, and runs the tables' triggers once at the end", async () => {
    const copied = new CopyWriter(
      client,
      "customers",
      { id: "uuid", workspace_id: "uuid", name: "text", email: "text", notes: "text", updated_at: "timestamp" },
      () => {},
    );
    const names = ["Tab\there", "Back\\slash", "New\nline", "Return\r"];
    for (const [index, name] of names.entries()) {
      await copied.add({
        id: `0193a000-0000-7000-8000-00000000c0${String(index).padStart(2, "0")}`,
        workspace_id: WORKSPACE,
        name,
        email: `person${index}@load.test`,
        notes: "",
        updated_at: "2026-01-02T03:04:05.000Z",
      });
    }
    expect(await copied.finish()).toBe(4);
    const { rows } = await client.query<{ name: string }>(
      "SELECT name FROM customers WHERE workspace_id = $1 ORDER BY id",
      [WORKSPACE],
    );
    expect(rows.map((row) => row.name)).toEqual(names);
    // The statement-level trigger kept the workspace's row count.
    const { rows: counts } = await client.query<{ count: number }>(
      "SELECT row_count AS count FROM workspace_row_counts WHERE workspace_id = $1 AND table_name = 'customers'",
      [WORKSPACE],
    );
    expect(counts.map((row) => Number(row.count))).toEqual([4]);
  });

  it("sets the secondary indexes and foreign keys aside for the load and ends with the schema it began with", async () => {
    const before = await schemaOf(client);
    let indexesDuringLoad = 0;
    await withIndexesBuiltAfter(
      client,
      BIG_TABLES,
      async () => {
        indexesDuringLoad = await indexCount(client);
      },
      (statements) => buildOnConnections(database.url, client, statements, "SET maintenance_work_mem = '64MB'"),
    );
    expect(indexesDuringLoad).toBeLessThan(before.indexes.length);
    expect(await schemaOf(client)).toEqual(before);
  });

  it("still fails the seed on a row that breaks a foreign key, when the key comes back", async () => {
    const load = withIndexesBuiltAfter(client, ["activities"], async () => {
      await client.query(
        `INSERT INTO activities (id, workspace_id, type, title, occurred_at, customer_id)
         VALUES ('0193a000-0000-7000-8000-00000000c100', $1, 'call', 'Orphan', now(), '0193a000-0000-7000-8000-0000000dead0')`,
        [WORKSPACE],
      );
    });
    await expect(load).rejects.toThrow(/activities_workspace_id_customer_id_fkey/);
  });
});
