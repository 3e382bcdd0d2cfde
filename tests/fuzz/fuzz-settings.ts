/**
 * How much the fuzz suite runs and from which seed: FUZZ_RUNS cases in all (1,000 by default, the
 * `npm test` run) and FUZZ_SEED (a fixed one by default, so `npm test` sends the same requests every
 * time; `random` picks one). `npm run fuzz` asks for 10,000 cases from a random seed, printed so that a
 * failure can be replayed with `FUZZ_SEED=<seed> npm run fuzz`.
 */
const DEFAULT_RUNS = 1000;
const DEFAULT_SEED = 20_251_125;

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 1) throw new Error(`${name} must be a whole number above 0`);
  return parsed;
}

function seedFrom(value: string | undefined): number {
  if (value === undefined || value === "") return DEFAULT_SEED;
  if (value === "random") return Math.floor(Math.random() * 2 ** 31);
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new Error("FUZZ_SEED must be a whole number or `random`");
  return parsed;
}

export const FUZZ_RUNS = positiveInteger("FUZZ_RUNS", process.env.FUZZ_RUNS, DEFAULT_RUNS);
export const FUZZ_SEED = seedFrom(process.env.FUZZ_SEED);

/**
 * The cases of each target when `total` are shared among `targets` as evenly as can be (the first
 * ones get the remainder), so every target is fuzzed and the whole run is exactly `total` cases.
 */
export function shareRuns(total: number, targets: number): number[] {
  const base = Math.floor(total / targets);
  return Array.from({ length: targets }, (_, index) => base + (index < total % targets ? 1 : 0));
}
