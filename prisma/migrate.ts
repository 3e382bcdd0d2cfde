// Database migrations without Prisma's native engine (see migrator.ts):
//   node prisma/migrate.ts deploy                  apply the committed migrations the database lacks
//   node prisma/migrate.ts deploy --up-to <name>   the same, stopping after migration <name>
//   node prisma/migrate.ts create --name <name>    write a migration for the changes in schema.prisma
// Uses DATABASE_URL, or else the embedded PostgreSQL under DATA_DIR (default ./data) while it runs.
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "./open-database.ts";
import { applyMigrations, createMigration } from "./migrator.ts";

const usage = "Usage: node prisma/migrate.ts deploy [--up-to <migration>] | create --name <name>";

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { name: { type: "string" }, "up-to": { type: "string" } },
  });
  const [command, ...extra] = positionals;
  if (extra.length > 0 || (command !== "deploy" && command !== "create")) throw new Error(usage);
  if (command === "create" && values.name === undefined) throw new Error(`create needs --name. ${usage}`);

  const database = await openDatabase();
  try {
    if (command === "deploy") {
      const applied = await applyMigrations(database.url, undefined, values["up-to"]);
      for (const name of applied) console.log(`Applied migration ${name}`);
      if (applied.length === 0) console.log("No pending migrations.");
    } else {
      const folder = await createMigration(database.url, values.name ?? "");
      console.log(
        folder === null
          ? "The migrations already match prisma/schema.prisma: nothing to create."
          : `Created ${path.relative(process.cwd(), path.join(folder, "migration.sql"))}`,
      );
    }
  } finally {
    await database.stop();
  }
}

// Exit explicitly: the pg pool and a timer the wasm engine leaves behind would keep the process up ~10 s.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    // Each failure names its migration ("Migration 2026… failed and was rolled back; …").
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
