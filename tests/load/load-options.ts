import { parseArgs } from "node:util";

export type LoadOptions = {
  /** Clients running at once, each one person of one workspace, acting without pause. */
  clients: number;
  /** How long the clients act, in seconds. */
  seconds: number;
  workspaces: number;
  /** Seeds every client's choices (client i draws from seed + i), so a failing mix can be replayed. */
  seed: number;
  /** A request unanswered for this long counts as a timeout. */
  requestTimeoutMs: number;
};

export const DEFAULT_LOAD_OPTIONS: LoadOptions = {
  clients: 200,
  seconds: 60,
  workspaces: 8,
  seed: 1,
  requestTimeoutMs: 10_000,
};

const USAGE = `npm run load [-- [--clients <n>] [--seconds <n>] [--workspaces <n>] [--seed <n>]]
  --clients     clients at once (default ${DEFAULT_LOAD_OPTIONS.clients}, or LOAD_CLIENTS)
  --seconds     length of the run (default ${DEFAULT_LOAD_OPTIONS.seconds}, or LOAD_SECONDS)
  --workspaces  workspaces the clients are spread over (default ${DEFAULT_LOAD_OPTIONS.workspaces}, or LOAD_WORKSPACES)
  --seed        seed of the clients' choices (default ${DEFAULT_LOAD_OPTIONS.seed}, or LOAD_SEED)`;

function wholeNumber(name: string, given: string | undefined, fallback: number, min: number): number {
  if (given === undefined || given === "") return fallback;
  const value = Number(given);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`--${name} must be a whole number of at least ${min}, not "${given}"\n${USAGE}`);
  }
  return value;
}

/** Options from the command line, then LOAD_* variables, then the defaults. */
export function parseLoadOptions(argv: string[], env: Record<string, string | undefined>): LoadOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      clients: { type: "string" },
      seconds: { type: "string" },
      workspaces: { type: "string" },
      seed: { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const option = (name: "clients" | "seconds" | "workspaces" | "seed", min: number) =>
    wholeNumber(name, values[name] ?? env[`LOAD_${name.toUpperCase()}`], DEFAULT_LOAD_OPTIONS[name], min);
  const options = {
    clients: option("clients", 1),
    seconds: option("seconds", 1),
    workspaces: option("workspaces", 1),
    seed: option("seed", 0),
    requestTimeoutMs: DEFAULT_LOAD_OPTIONS.requestTimeoutMs,
  };
  if (options.workspaces > options.clients) {
    throw new Error(`--workspaces (${options.workspaces}) cannot exceed --clients (${options.clients})\n${USAGE}`);
  }
  return options;
}
