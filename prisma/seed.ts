import { seedContentDefaults } from "#schema/content/content.service.ts";
import { seedLandingLists } from "#schema/content/landing-lists.service.ts";
import type { Database } from "#core/db/db.ts";

/**
 * Everything a database needs before its first request; safe to run on every start. CRM rows are not
 * seeded here: each new workspace gets its own sample data when it is created.
 */
export async function seedDatabase(db: Database) {
  await Promise.all([seedContentDefaults(db), seedLandingLists(db)]);
}
