import { randomUUID } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import {
  ColumnTypeEnum,
  DriverAdapterError,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
  type SqlQueryable,
} from "@prisma/driver-adapter-utils";
import pg from "pg";
import { withClient, WITHOUT_STATEMENT_TIMEOUT } from "./pg-client.ts";

// @prisma/adapter-pg as the wasm schema engine needs it. The first fix patches pg's Result class for
// the whole process, which an application must not run with: only the migration process
// (prisma/migrate.ts) and the migrator's own tests load this file.
//
// 1. The engine's catalog queries return PostgreSQL's one-byte "char" type (OID 18, e.g.
//    pg_constraint.contype, which on PostgreSQL 18 also lists NOT NULL constraints as 'n'). adapter-pg
//    refuses to decode it, and reporting it as text makes the engine panic: decode it as text and tag
//    the column as Character.
// 2. adapter-pg splits scripts on every ';', breaking statements whose strings, comments or function
//    bodies hold one. Scripts are sent whole instead, as Prisma's native engine does (PostgreSQL then
//    runs them in one implicit transaction).
// 3. adapter-pg's shadow database keeps the main database when configured by URL, and drops it while
//    its pool still holds connections. Ours is created, reached and dropped here.

export type MigrationAdapter = {
  factory: SqlMigrationAwareDriverAdapterFactory;
  /** Ends the pools the engine left open and drops shadow databases a failed run left behind. */
  close(): Promise<void>;
};

export function createMigrationAdapter(databaseUrl: string): MigrationAdapter {
  decodeCharColumnsAsText();
  const main = new PrismaPg({ connectionString: databaseUrl, options: WITHOUT_STATEMENT_TIMEOUT });
  const openAdapters = new Set<SqlDriverAdapter>();
  const shadowDatabases = new Set<string>();

  const track = (adapter: SqlDriverAdapter, onDispose: () => Promise<void> = async () => {}) => {
    openAdapters.add(adapter);
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      openAdapters.delete(adapter);
      await dispose();
      await onDispose();
    };
    return adapter;
  };
  const dropShadowDatabase = async (name: string) => {
    await withClient(databaseUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    shadowDatabases.delete(name);
  };

  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: main.provider,
    adapterName: main.adapterName,
    connect: async () => track(fixAdapter(await main.connect())),
    async connectToShadowDb() {
      await dropAbandonedShadowDatabases(databaseUrl);
      const name = `${shadowPrefix}${randomUUID().replaceAll("-", "")}`;
      await withClient(databaseUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
      shadowDatabases.add(name);
      const shadow = await new PrismaPg({ connectionString: withDatabase(databaseUrl, name) }).connect();
      return track(fixAdapter(shadow), () => dropShadowDatabase(name));
    },
  };

  return {
    factory,
    async close() {
      await Promise.all([...openAdapters].map((adapter) => adapter.dispose()));
      await Promise.all([...shadowDatabases].map(dropShadowDatabase));
    },
  };
}

const shadowPrefix = "prisma_shadow_";

/** A run the engine crashed (a panic ends the process) leaves its shadow database behind. */
function dropAbandonedShadowDatabases(databaseUrl: string): Promise<void> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database
       WHERE starts_with(datname, $1)
         AND datname NOT IN (SELECT datname FROM pg_stat_activity WHERE datname IS NOT NULL)`,
      [shadowPrefix],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}"`);
  });
}

function fixAdapter(adapter: SqlDriverAdapter & { underlyingDriver(): pg.Pool }): SqlDriverAdapter {
  tagCharColumns(adapter);
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel) => tagCharColumns(await startTransaction(isolationLevel));
  adapter.executeScript = async (script) => {
    try {
      await adapter.underlyingDriver().query(script);
    } catch (error) {
      throw error instanceof pg.DatabaseError ? toDriverAdapterError(error) : error;
    }
  };
  return adapter;
}

// Columns pg received as "char", keyed by the rows array adapter-pg passes through unchanged.
const charColumnsByRows = new WeakMap<unknown[], number[]>();
const charTypeId = 18;
const textTypeId = 25;
let charDecodingInstalled = false;

function decodeCharColumnsAsText(): void {
  if (charDecodingInstalled) return;
  charDecodingInstalled = true;
  type ResultInternals = { fields: pg.FieldDef[]; rows: unknown[]; addFields(fields: pg.FieldDef[]): void };
  const result = pg.Result.prototype as unknown as ResultInternals;
  const addFields = result.addFields;
  result.addFields = function (this: ResultInternals, fields) {
    // pg has no parser for OID 18 and passes the text through; only adapter-pg's type check fails.
    addFields.call(this, fields);
    const charColumns = this.fields.flatMap((field, index) => (field.dataTypeID === charTypeId ? [index] : []));
    if (charColumns.length === 0) return;
    for (const index of charColumns) this.fields[index]!.dataTypeID = textTypeId;
    charColumnsByRows.set(this.rows, charColumns);
  };
}

function tagCharColumns<Queryable extends SqlQueryable>(queryable: Queryable): Queryable {
  const queryRaw = queryable.queryRaw.bind(queryable);
  queryable.queryRaw = async (query) => {
    const resultSet = await queryRaw(query);
    for (const index of charColumnsByRows.get(resultSet.rows) ?? []) {
      resultSet.columnTypes[index] = ColumnTypeEnum.Character;
    }
    return resultSet;
  };
  return queryable;
}

/** The shape adapter-pg gives database errors, so the engine reports them the same way. */
function toDriverAdapterError(error: pg.DatabaseError): DriverAdapterError {
  return new DriverAdapterError({
    kind: "postgres",
    code: error.code ?? "N/A",
    severity: error.severity ?? "N/A",
    message: error.message,
    detail: error.detail,
    column: error.column,
    hint: error.hint,
  });
}

function withDatabase(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
