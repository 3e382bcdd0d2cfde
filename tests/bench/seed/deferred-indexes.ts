import type pg from "pg";

/** What a load puts back afterwards: each index and foreign key exactly as the migrations made it. */
type Deferred = { indexes: { name: string; definition: string }[]; foreignKeys: ForeignKey[] };
type ForeignKey = { table: string; name: string; definition: string };

/**
 * The indexes of `tables` that no constraint stands on (a primary key, or a unique key a foreign key
 * points at, stays), and the foreign keys of `tables`: what a bulk load can build once afterwards
 * instead of row by row.
 */
async function deferrable(client: pg.ClientBase, tables: readonly string[]): Promise<Deferred> {
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `SELECT index_class.relname AS name, pg_get_indexdef(index.indexrelid) AS definition
       FROM pg_index index
       JOIN pg_class index_class ON index_class.oid = index.indexrelid
       JOIN pg_class table_class ON table_class.oid = index.indrelid
       JOIN pg_namespace namespace ON namespace.oid = table_class.relnamespace
      WHERE namespace.nspname = current_schema() AND table_class.relname = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = index.indexrelid)
      ORDER BY table_class.relname, index_class.relname`,
    [tables],
  );
  const { rows: foreignKeys } = await client.query<ForeignKey>(
    `SELECT table_class.relname AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c
       JOIN pg_class table_class ON table_class.oid = c.conrelid
       JOIN pg_namespace namespace ON namespace.oid = table_class.relnamespace
      WHERE namespace.nspname = current_schema() AND table_class.relname = ANY($1) AND c.contype = 'f'
      ORDER BY table_class.relname, c.conname`,
    [tables],
  );
  return { indexes, foreignKeys };
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Runs `load` with the secondary indexes and foreign keys of `tables` dropped, then builds each index
 * once from the loaded rows and adds each foreign key back (PostgreSQL checks every row as it does):
 * the schema ends exactly as it began, and a row that breaks a key or a unique index still fails the
 * seed. `build` runs each statement; the caller may spread them over connections.
 */
export async function withIndexesBuiltAfter(
  client: pg.ClientBase,
  tables: readonly string[],
  load: () => Promise<void>,
  build: (statements: string[]) => Promise<void> = async (statements) => {
    for (const statement of statements) await client.query(statement);
  },
): Promise<void> {
  const { indexes, foreignKeys } = await deferrable(client, tables);
  for (const key of foreignKeys) {
    await client.query(`ALTER TABLE ${quoted(key.table)} DROP CONSTRAINT ${quoted(key.name)}`);
  }
  for (const index of indexes) await client.query(`DROP INDEX ${quoted(index.name)}`);
  await load();
  await build(indexes.map((index) => index.definition));
  for (const key of foreignKeys) {
    await client.query(`ALTER TABLE ${quoted(key.table)} ADD CONSTRAINT ${quoted(key.name)} ${key.definition}`);
  }
}
