import { seedContentDefaults } from "../schema/content/content.service.ts";
import type { Database } from "../schema/db.ts";
import { seedDemoData } from "./demo/seed-demo.ts";

/**
 * Everything a database needs before its first request; safe to run on every start. Demo data goes
 * only into a brand-new database (the one whose content rows were just created), so a team that
 * deleted the demo customers never sees them come back.
 */
export async function seedDatabase(db: Database, options: { demoData: boolean }) {
  const freshInstall = await seedContentDefaults(db);
  if (freshInstall && options.demoData) await seedDemoData(db);
}
