/**
 * `npm run cluster:up`: starts the cluster, leaves it running in the background, prints where
 * everything is and writes ./data/cluster-state.json for `npm run cluster:down`.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { POINTER_FILE } from "./pointer-file.ts";
import { describeCluster } from "./describe-cluster.ts";
import { startBrambleCluster } from "./start-cluster.ts";

if (existsSync(POINTER_FILE)) {
  console.error(`A cluster is already up (${POINTER_FILE}): npm run cluster:down first.`);
  process.exit(1);
}
const state = await startBrambleCluster();
mkdirSync(path.dirname(POINTER_FILE), { recursive: true });
writeFileSync(POINTER_FILE, JSON.stringify({ stateFile: path.join(state.folder, "cluster-state.json") }) + "\n", {
  mode: 0o600,
});
console.log(
  `\n${describeCluster(state)}\n\nRunning in the background: npm run cluster:down stops it and deletes ${state.folder}.`,
);
