import { randomBytes } from "node:crypto";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { readPostmasterFile } from "../../../prisma/postgres/postmaster.ts";
import { startCluster, superuser } from "../../../prisma/postgres/postgres-cluster.ts";

export type DurablePostgres = {
  adminUrl: string;
  password: string;
  port: number;
  /** The cluster's folder: the WAL is written under it, so the disk it is on is the one measured. */
  clusterDir: string;
  postmasterPid: number;
  stop(): Promise<void>;
};

/**
 * A throw-away PostgreSQL that keeps PostgreSQL's default durability (fsync, synchronous_commit and
 * full_page_writes on), unlike tests/support/throwaway-postgres.ts: a commit here waits for its WAL to
 * reach the disk, as it does on a production primary.
 */
export async function startDurablePostgres(log: (line: string) => void): Promise<DurablePostgres> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "bramble-primary-writes-"));
  // mkdtemp makes it private; as root, PostgreSQL runs as the `postgres` user, who must get through.
  await chmod(folder, 0o711);
  const password = randomBytes(18).toString("base64url");
  const clusterDir = path.join(folder, "cluster");
  try {
    const cluster = await startCluster({ clusterDir, password, throwawayDir: folder, log });
    const postmaster = await readPostmasterFile(clusterDir);
    if (!postmaster) {
      await cluster.stop();
      throw new Error(`PostgreSQL left no postmaster.pid in ${clusterDir}`);
    }
    return {
      adminUrl: `postgresql://${superuser}:${password}@127.0.0.1:${cluster.port}/postgres`,
      password,
      port: cluster.port,
      clusterDir,
      postmasterPid: postmaster.pid,
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
