import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";

export type ServerProcess = {
  child: ChildProcessWithoutNullStreams;
  /** Everything the server printed so far. */
  output: () => string;
  baseUrl: Promise<string>;
  exited: Promise<number | null>;
};

/**
 * Starts the server from its sources (`npm start` runs the same code bundled), on a free port, with
 * the given environment.
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !["DATABASE_URL", "PORT", "ADMIN_USERNAME", "ADMIN_PASSWORD"].includes(name),
    ),
  );
  const child = spawn(process.execPath, ["gateway/server.ts"], {
    env: { ...inherited, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
  });
  let output = "";
  let started = false;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const baseUrl = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // Searched only until found: a server under load logs megabytes, which must not be scanned per chunk.
      if (started) return;
      const match = /running at (http:\/\/[^\s"]+)/.exec(output);
      if (match?.[1]) {
        started = true;
        resolve(match[1]);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  baseUrl.catch(() => undefined);
  return { child, output: () => output, baseUrl, exited };
}
