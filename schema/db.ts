import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../prisma/generated/prisma/client.ts";
import { refuseUnscopedAccess } from "./workspaces/workspace-scope.ts";

export type { WorkspaceDatabase } from "./workspaces/workspace-scope.ts";

/**
 * The system client: users, workspaces, memberships and content. Workspace data is reached only
 * through `db.$forWorkspace(id)` (see workspaces/workspace-scope.ts).
 */
export function createDatabase(connectionString: string) {
  return refuseUnscopedAccess(new PrismaClient({ adapter: new PrismaPg({ connectionString }) }));
}

export type Database = ReturnType<typeof createDatabase>;

/** The client inside `db.$transaction(async (tx) => ...)`. */
export type DatabaseTransaction = Parameters<Parameters<Database["$transaction"]>[0]>[0];
