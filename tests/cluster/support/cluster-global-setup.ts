import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { stopCluster } from "../../../scripts/cluster/cluster-control.ts";
import { readState, stateFile } from "../../../scripts/cluster/cluster-state.ts";
import { startBrambleCluster } from "../../../scripts/cluster/start-cluster.ts";
import { API_LIMIT, AUTH_LIMIT } from "./limits.ts";
import { startMailCatcher } from "./mail-catcher.ts";

declare module "vitest" {
  export interface ProvidedContext {
    clusterStateFile: string;
    mailFile: string;
  }
}

/**
 * One cluster for the run; its mail goes to a catcher whose file the tests read. The test files
 * change the cluster (restart a gateway, the replica) through its state file, which the teardown
 * reads to stop whatever runs by then.
 */
export default async function setup(project: TestProject) {
  const mailFile = path.join(os.tmpdir(), `bramble-cluster-mail-${process.pid}.jsonl`);
  const mail = await startMailCatcher(mailFile);
  try {
    const state = await startBrambleCluster({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
        AUTH_RATE_LIMIT: String(AUTH_LIMIT),
        API_RATE_LIMIT: String(API_LIMIT),
        DEMO_DATA: "false",
      },
    });
    project.provide("clusterStateFile", stateFile(state.folder));
    project.provide("mailFile", mailFile);
    return async () => {
      await stopCluster(readState(stateFile(state.folder)));
      await mail.stop();
      await rm(mailFile, { force: true });
    };
  } catch (error) {
    await mail.stop();
    throw error;
  }
}
