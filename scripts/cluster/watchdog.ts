/**
 * Stops a cluster whose owner died: started by the owner with a pipe on stdin, which closes when the
 * owner exits, however it exits. A cluster stopped properly has deleted its folder, state file
 * included, and there is nothing left to do. Arguments: the cluster's state file.
 */
import { existsSync } from "node:fs";
import { stopCluster } from "./cluster-control.ts";
import { readState } from "./cluster-state.ts";

const [file] = process.argv.slice(2);
if (!file) throw new Error("usage: watchdog.ts <cluster-state.json>");

process.stdin.resume();
process.stdin.on("close", () => {
  if (!existsSync(file)) process.exit(0);
  void stopCluster(readState(file)).then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
