/** `npm run cluster:down`: stops the cluster `npm run cluster:up` started and deletes its folder. */
import { existsSync, readFileSync, rmSync } from "node:fs";
import { stopCluster } from "./cluster-control.ts";
import { readState } from "./cluster-state.ts";
import { POINTER_FILE } from "./pointer-file.ts";

if (!existsSync(POINTER_FILE)) {
  console.log("No cluster is up.");
  process.exit(0);
}
const { stateFile } = JSON.parse(readFileSync(POINTER_FILE, "utf8")) as { stateFile: string };
if (existsSync(stateFile)) {
  const state = readState(stateFile);
  await stopCluster(state);
  console.log(`Stopped the cluster and deleted ${state.folder}.`);
} else {
  console.log(`${stateFile} is gone: nothing to stop.`);
}
rmSync(POINTER_FILE);
