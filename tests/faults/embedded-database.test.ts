import { request as httpRequest } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPostmasterFile } from "#prisma/postgres/postmaster.ts";
import { startServerProcess } from "#tests/support/server-process.ts";

const UNAVAILABLE = "The database is unavailable; try again shortly";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "bramble-faults-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function statusOf(url: string): Promise<[number, string]> {
  const response = await fetch(url);
  return [response.status, await response.text()];
}

async function waitFor<Value>(read: () => Promise<Value>, wanted: (value: Value) => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (wanted(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** Sends the headers and half the body of a sign-in, and the rest when `finish` is called. */
function startSlowSignIn(baseUrl: string) {
  const body = JSON.stringify({ username: "nobody", password: "not-the-password" });
  let finish = () => {};
  const answer = new Promise<[number, string]>((resolve, reject) => {
    const request = httpRequest(`${baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
    });
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve([response.statusCode ?? 0, text]));
    });
    request.on("error", reject);
    request.write(body.slice(0, 10));
    finish = () => request.end(body.slice(10));
  });
  return { answer, finish: () => finish() };
}

describe("the server on its embedded database", () => {
  it("restarts PostgreSQL when it dies, answering 503 meanwhile, and shuts down cleanly on SIGTERM with a request in flight", async () => {
    const server = startServerProcess({ DATA_DIR: dataDir });
    const baseUrl = await server.baseUrl;
    const clusterDir = path.join(dataDir, "postgres");
    const first = await readPostmasterFile(clusterDir);
    expect((await statusOf(`${baseUrl}/api/settings`))[0]).toBe(200);

    process.kill(first!.pid, "SIGKILL");
    expect(
      await waitFor(
        () => statusOf(`${baseUrl}/api/settings`),
        ([status]) => status !== 200,
      ),
    ).toEqual([503, UNAVAILABLE]);
    await waitFor(
      () => statusOf(`${baseUrl}/api/settings`),
      ([status]) => status === 200,
    );
    expect((await statusOf(`${baseUrl}/healthz`))[0]).toBe(200);
    const second = await readPostmasterFile(clusterDir);
    expect([second?.port, second?.pid === first?.pid]).toEqual([first?.port, false]);
    expect(server.output()).toContain("PostgreSQL exited unexpectedly (SIGKILL)");
    expect(server.output()).toMatch(/PostgreSQL is running again \(attempt \d+\)/);

    const signIn = startSlowSignIn(baseUrl);
    await sleep(200);
    server.child.kill("SIGTERM");
    await sleep(200);
    signIn.finish();
    expect(await signIn.answer).toEqual([401, "Invalid credentials"]);
    expect(await server.exited).toBe(0);
    // A clean shutdown removes the lock file; a crash would leave it.
    expect(await readPostmasterFile(clusterDir)).toBeNull();
  });
});
