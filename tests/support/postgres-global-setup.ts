import { pino } from "pino";
import type { TestProject } from "vitest/node";
import { installJobQueue } from "#core/jobs/job-worker.ts";
import { runMigrationsInChildProcess } from "#prisma/run-migrations.ts";
import { adminQuery, databaseUrl, templateDatabase } from "./postgres-admin.ts";
import { startThrowawayPostgres } from "./throwaway-postgres.ts";

// vitest globalSetup: one PostgreSQL for the whole run, with a migrated template database that each
// test file copies into its own database (see test-database.ts).

declare module "vitest" {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startThrowawayPostgres();
  try {
    await adminQuery(postgres.adminUrl, `CREATE DATABASE ${templateDatabase}`);
    await runMigrationsInChildProcess(databaseUrl(postgres.adminUrl, templateDatabase));
    // As the server does on start: services enqueue jobs, which needs graphile-worker's schema.
    await installJobQueue(databaseUrl(postgres.adminUrl, templateDatabase), pino({ level: "silent" }));
    // Copying a database fails while anyone is connected to its template: allow nobody.
    await adminQuery(
      postgres.adminUrl,
      `ALTER DATABASE ${templateDatabase} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`,
    );
  } catch (error) {
    await postgres.stop();
    throw error;
  }
  project.provide("postgresAdminUrl", postgres.adminUrl);
  return () => postgres.stop();
}
