import type { BenchOptions } from "../bench-options.ts";
import type { ScreenTimings } from "../browser/screen-timing.ts";
import type { ImportTimings } from "../import/import-timing.ts";
import type { LayerCosts } from "../layers/layer-costs.ts";
import type { MachineFacts } from "../machine-facts.ts";
import type { Measurement } from "../measure.ts";

/** Everything one `npm run bench` found, for the targets and the report. */
export type BenchRun = {
  options: BenchOptions;
  machine: MachineFacts;
  /** Where the database lives and how big its big workspace is. */
  database: string;
  customers: number;
  companies: number;
  measurements: Measurement[];
  /** Spawn to the first 200 on /healthz of our server's second start. */
  warmStartMs?: number;
  screens?: ScreenTimings;
  imports?: ImportTimings;
  /** The machine's one-minute load average as the screens' and the imports' timings began. */
  loadAverages?: { screens?: number; imports?: number };
  /** What each layer of our server costs per request (the REST list under a key). */
  layers?: LayerCosts;
  /** Parts that could not be measured, and why. */
  failures: string[];
  minutes: number;
};

export const find = (run: BenchRun, key: string) =>
  run.measurements.find((measurement) => measurement.scenario.key === key && !measurement.problem);
