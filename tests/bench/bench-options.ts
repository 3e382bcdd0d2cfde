import { parseArgs } from "node:util";

export const PARTS = ["ceiling", "floor", "references", "ours", "postgraphile", "browser", "import"] as const;
export type Part = (typeof PARTS)[number];

export type BenchOptions = {
  /** Length of each measured load, in seconds. */
  seconds: number;
  warmupSeconds: number;
  /** Measured rounds in the browser (after one warm-up round). */
  browserRounds: number;
  parts: ReadonlySet<Part>;
  /** Only a full run (every part, not --quick) rewrites docs/performance.md. */
  writesReport: boolean;
  /** How the run was started, for the report. */
  command: string;
};

const USAGE = `npm run bench [-- [--duration <seconds>] [--quick] [--only ${PARTS.join(",")}]]
  --duration  seconds of each measured load (default 10; warm-up 2)
  --quick     2-second loads, 1-second warm-ups, one browser round: for development, writes no report
  --only      run only these parts (comma-separated): for development, writes no report`;

export function parseBenchOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: "string" },
      quick: { type: "boolean", default: false },
      only: { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const seconds = Number(values.duration ?? (values.quick ? 2 : 10));
  if (!Number.isInteger(seconds) || seconds < 1)
    throw new Error(`--duration must be a whole number of seconds\n${USAGE}`);
  const only = values.only?.split(",").map((part) => part.trim());
  const unknown = only?.filter((part) => !(PARTS as readonly string[]).includes(part));
  if (unknown?.length) throw new Error(`unknown part ${unknown.join(", ")}\n${USAGE}`);
  return {
    seconds,
    warmupSeconds: values.quick ? 1 : 2,
    browserRounds: values.quick ? 1 : 5,
    parts: new Set((only as Part[] | undefined) ?? PARTS),
    writesReport: !values.quick && !only,
    command: ["npm run bench", ...(argv.length ? ["--", ...argv] : [])].join(" "),
  };
}
