import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { stopCluster } from "#scripts/cluster/cluster-control.ts";
import { readState, stateFile, type ClusterState } from "#scripts/cluster/cluster-state.ts";
import { startBrambleCluster } from "#scripts/cluster/start-cluster.ts";
import { startMailCatcher } from "./mail-catcher.ts";

export type ClusterWithMail = { state: ClusterState; mailFile: string; stop(): Promise<void> };

/**
 * A cluster whose gateways mail through a catcher writing to `mailFile`, so a test signs people up as
 * they would. stop() stops whatever runs by then, as the cluster's state file says (a test may have
 * restarted a gateway or the replica from another process).
 */
export async function startClusterWithMail(env: Record<string, string>): Promise<ClusterWithMail> {
  const mailFile = path.join(os.tmpdir(), `bramble-cluster-mail-${process.pid}.jsonl`);
  const mail = await startMailCatcher(mailFile);
  try {
    const state = await startBrambleCluster({
      env: { ...env, SMTP_URL: `smtp://127.0.0.1:${mail.port}` },
      stopWithCaller: true,
    });
    return {
      state,
      mailFile,
      async stop() {
        await stopCluster(readState(stateFile(state.folder)));
        await mail.stop();
        await rm(mailFile, { force: true });
      },
    };
  } catch (error) {
    await mail.stop();
    throw error;
  }
}
