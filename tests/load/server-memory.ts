import { readFile } from "node:fs/promises";
import path from "node:path";

export type MemorySample = { at: number; rss: number; heapUsed: number };

/**
 * Memory is flat when the median RSS of the run's last quarter is at most this much above the median of
 * its second quarter (the first is warm-up: Prisma compiling each kind of query, V8 growing its heap to
 * the load, connection pools filling). See docs/reliability.md for why this bound.
 */
export const MAX_RSS_GROWTH = 0.2;
export const WARM_UP_SHARE = 0.25;

export type MemoryFigures = {
  samples: number;
  rssStartMb: number;
  rssPeakMb: number;
  rssEndMb: number;
  /** Medians of the second quarter of the run and of its last. */
  rssEarlyMb: number;
  rssLateMb: number;
  heapEarlyMb: number;
  heapLateMb: number;
  heapPeakMb: number;
  /** (late - early) / early. */
  rssGrowth: number;
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
  const within = (from: number, to: number) =>
    run.filter((sample) => sample.at >= startedAt + from * length && sample.at < startedAt + to * length);
  const early = within(WARM_UP_SHARE, 0.5);
  const late = within(0.75, 1.01);
  const rssEarly = median(early.map((sample) => sample.rss));
  const rssLate = median(late.map((sample) => sample.rss));
  const rssGrowth = (rssLate - rssEarly) / rssEarly;
  return {
    samples: run.length,
    rssStartMb: (run[0]?.rss ?? 0) / MB,
    rssPeakMb: Math.max(...run.map((sample) => sample.rss)) / MB,
    rssEndMb: (run.at(-1)?.rss ?? 0) / MB,
    rssEarlyMb: rssEarly / MB,
    rssLateMb: rssLate / MB,
    heapEarlyMb: median(early.map((sample) => sample.heapUsed)) / MB,
    heapLateMb: median(late.map((sample) => sample.heapUsed)) / MB,
    heapPeakMb: Math.max(...run.map((sample) => sample.heapUsed)) / MB,
    rssGrowth,
    flat: rssGrowth <= MAX_RSS_GROWTH,
  };
}
