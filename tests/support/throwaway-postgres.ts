import { randomBytes } from "node:crypto";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startCluster, superuser } from "#prisma/postgres/postgres-cluster.ts";

export type ThrowawayPostgres = {
  /** Superuser URL of the `postgres` database, for creating and dropping test databases. */
  adminUrl: string;
  password: string;
  port: number;
  /** The cluster's folder (its WAL is written under it). */
  clusterDir: string;
  /** Stops the server and deletes its files. */
  stop(): Promise<void>;
};

/**
 * A PostgreSQL for one test run, from the same binaries as the app's embedded one, in a temporary
 * folder. Durability is switched off unless asked for: nothing here has to survive a crash, and it
 * makes creating databases and writing rows much faster. A benchmark of writes keeps it, so that a
 * commit waits for its WAL to reach the disk as it does on a production primary.
 */
export async function startThrowawayPostgres({
  durable = false,
  log = (message: string) => console.error(message),
}: { durable?: boolean; log?: (message: string) => void } = {}): Promise<ThrowawayPostgres> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "bramble-test-postgres-"));
  // mkdtemp makes it private; as root, PostgreSQL runs as the `postgres` user, who must get through.
  await chmod(folder, 0o711);
  const password = randomBytes(18).toString("base64url");
  try {
    const clusterDir = path.join(folder, "cluster");
    const cluster = await startCluster({
      clusterDir,
      password,
      settings: durable ? {} : { fsync: "off", synchronous_commit: "off", full_page_writes: "off" },
      throwawayDir: folder,
      log,
    });
    return {
      adminUrl: `postgresql://${superuser}:${password}@127.0.0.1:${cluster.port}/postgres`,
      password,
      port: cluster.port,
      clusterDir,
      async stop() {
        await cluster.stop();
        await rm(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}
