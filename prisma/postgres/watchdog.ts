// Runs as a detached child of the process that started PostgreSQL:
//   node prisma/postgres/watchdog.ts <clusterDir> <postmasterPid> [throwawayDir]
// Its stdin is a pipe from that process. The kernel closes the pipe when the owner exits for any
// reason, kill -9 included; the watchdog then stops the postmaster, which would otherwise keep running
// as an orphan holding the data folder and the port. A throw-away cluster's folder is deleted too.
import { rm } from "node:fs/promises";
import { isPostgresProcess, readPostmasterFile, stopPostmaster } from "./postmaster.ts";

const [clusterDir, pidArgument, throwawayDir] = process.argv.slice(2);
const postmasterPid = Number(pidArgument);
if (clusterDir === undefined || !Number.isInteger(postmasterPid)) {
  console.error("usage: watchdog.ts <clusterDir> <postmasterPid> [throwawayDir]");
  process.exit(2);
}

process.stdin.on("close", async () => {
  // After a normal stop the lock file is gone, or names a newer postmaster: nothing to stop then.
  const current = await readPostmasterFile(clusterDir);
  if (current?.pid === postmasterPid && (await isPostgresProcess(postmasterPid))) {
    await stopPostmaster(postmasterPid);
  }
  if (throwawayDir !== undefined) await rm(throwawayDir, { recursive: true, force: true });
  process.exit(0);
});
process.stdin.resume();
