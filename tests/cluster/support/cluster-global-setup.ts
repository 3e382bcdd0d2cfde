import type { TestProject } from "vitest/node";
import { stateFile } from "#scripts/cluster/cluster-state.ts";
import { startClusterWithMail } from "./cluster-with-mail.ts";
import { API_LIMIT, AUTH_LIMIT } from "./limits.ts";

declare module "vitest" {
  export interface ProvidedContext {
    clusterStateFile: string;
    mailFile: string;
  }
}

/** One cluster for the run, with small limits so the tests can reach them. */
export default async function setup(project: TestProject) {
  const { state, mailFile, stop } = await startClusterWithMail({
    AUTH_RATE_LIMIT: String(AUTH_LIMIT),
    API_RATE_LIMIT: String(API_LIMIT),
    DEMO_DATA: "false",
  });
  project.provide("clusterStateFile", stateFile(state.folder));
  project.provide("mailFile", mailFile);
  return stop;
}
