import { appendFileSync } from "node:fs";
import path from "node:path";

// Loaded into the server under load with NODE_OPTIONS=--import (see server-memory.ts): writes the
// process's memory, as Node itself counts it, to LOAD_MEMORY_DIR/<pid>.jsonl twice a second. The
// server's own child processes inherit it and write files of their own, which nobody reads.

const MEMORY_SAMPLE_MS = 500;

const folder = process.env.LOAD_MEMORY_DIR;
if (folder) {
  const file = path.join(folder, `${process.pid}.jsonl`);
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    appendFileSync(file, `${JSON.stringify({ at: Date.now(), rss, heapUsed })}\n`);
  };
  sample();
  setInterval(sample, MEMORY_SAMPLE_MS).unref();
}
