import { performance } from "node:perf_hooks";

const WIDTH = 30;
const REDRAW_EVERY_MS = 100;

export type ProgressBar = { advance(rows: number, label: string): void; finish(): void };

const elapsed = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};

/** A bar on stderr redrawn in place on a terminal; elsewhere (a log file, CI) one line per tenth. */
export function progressBar(total: number): ProgressBar {
  const started = performance.now();
  const interactive = process.stderr.isTTY;
  let done = 0;
  let lastDrawn = 0;
  let lastTenth = -1;
  const line = (label: string) => {
    const share = total === 0 ? 1 : Math.min(done / total, 1);
    const filled = Math.round(share * WIDTH);
    const bar = "█".repeat(filled) + "░".repeat(WIDTH - filled);
    const counts = `${done.toLocaleString("en-US")} / ${total.toLocaleString("en-US")} rows`;
    return `[${bar}] ${String(Math.floor(share * 100)).padStart(3)}%  ${counts}  ${label.padEnd(12)} ${elapsed(performance.now() - started)}`;
  };
  return {
    advance(rows, label) {
      done += rows;
      const now = performance.now();
      if (interactive && now - lastDrawn >= REDRAW_EVERY_MS) {
        process.stderr.write(`\r${line(label)}`);
        lastDrawn = now;
      }
      const tenth = Math.floor((done / total) * 10);
      if (!interactive && tenth > lastTenth) {
        process.stderr.write(`${line(label)}\n`);
        lastTenth = tenth;
      }
    },
    finish() {
      if (interactive) process.stderr.write(`\r${line("done")}\n`);
    },
  };
}
