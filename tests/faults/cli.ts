import { spawn } from "node:child_process";

/** Runs one of our command-line scripts with Node, as `npm run` would; resolves with its exit code and output. */
export function runScript(args: string[], env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env } });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once("close", (code) => resolve({ code, output })),
  );
}
