import { readFile } from "node:fs/promises";
import path from "node:path";

export type MemorySample = { at: number; rss: number; heapUsed: number };

/**
 * Memory is flat when the medians of the run's last quarter, of RSS and of the V8 heap in use, are each
 * at most this much above those of its second quarter (the first is warm-up: Prisma compiling each kind
 * of query, V8 growing its heap to the load, connection pools filling). See docs/reliability.md for why.
 */
export const MAX_GROWTH = 0.2;
export const WARM_UP_SHARE = 0.25;

export type MemoryFigures = {
  rssStartMb: number;
  rssPeakMb: number;
  rssEndMb: number;
  /** Medians of the second quarter of the run and of its last. */
  rssEarlyMb: number;
  rssLateMb: number;
  heapEarlyMb: number;
  heapLateMb: number;
  heapPeakMb: number;
  /** Median RSS of each tenth of the run, to see where it levels off. */
  rssByTenthMb: number[];
  /** (late - early) / early. */
  rssGrowth: number;
  heapGrowth: number;
  flat: boolean;
};

const MB = 1024 * 1024;

/** What the server's memory reporter wrote (see memory-reporter.ts). */
export async function readMemorySamples(memoryDir: string, pid: number): Promise<MemorySample[]> {
  const text = await readFile(path.join(memoryDir, `${pid}.jsonl`), "utf8");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as MemorySample);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export function memoryFigures(all: MemorySample[], startedAt: number, endedAt: number): MemoryFigures {
  const run = all.filter((sample) => sample.at >= startedAt && sample.at <= endedAt);
  if (run.length < 8) throw new Error(`only ${run.length} memory samples during the run`);
  const length = endedAt - startedAt;
  /** The samples from one share of the run to another; the last share includes the run's end. */
  const within = (from: number, to: number) =>
    run.filter((sample) => {
      const share = (sample.at - startedAt) / length;
      return share >= from && (share < to || (to === 1 && share === 1));
    });
  const early = within(WARM_UP_SHARE, 0.5);
  const late = within(0.75, 1);
  const rssEarly = median(early.map((sample) => sample.rss));
  const rssLate = median(late.map((sample) => sample.rss));
  const rssGrowth = (rssLate - rssEarly) / rssEarly;
  const heapEarly = median(early.map((sample) => sample.heapUsed));
  const heapLate = median(late.map((sample) => sample.heapUsed));
  const heapGrowth = (heapLate - heapEarly) / heapEarly;
  return {
    rssStartMb: (run[0]?.rss ?? 0) / MB,
    rssPeakMb: Math.max(...run.map((sample) => sample.rss)) / MB,
    rssEndMb: (run.at(-1)?.rss ?? 0) / MB,
    rssEarlyMb: rssEarly / MB,
    rssLateMb: rssLate / MB,
    heapEarlyMb: heapEarly / MB,
    heapLateMb: heapLate / MB,
    heapPeakMb: Math.max(...run.map((sample) => sample.heapUsed)) / MB,
    rssByTenthMb: Array.from(
      { length: 10 },
      (_, tenth) => median(within(tenth / 10, (tenth + 1) / 10).map((sample) => sample.rss)) / MB,
    ),
    rssGrowth,
    heapGrowth,
    flat: rssGrowth <= MAX_GROWTH && heapGrowth <= MAX_GROWTH,
  };
}
