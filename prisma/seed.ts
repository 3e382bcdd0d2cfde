import { seedContentDefaults } from "../schema/content/content.service.ts";
import type { Database } from "../schema/db.ts";

/** Everything a fresh database needs before its first request; safe to run on every start. */
export async function seedDatabase(db: Database) {
  await seedContentDefaults(db);
}
