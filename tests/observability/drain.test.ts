import { request as httpRequest, type IncomingMessage } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRAINING_MESSAGE } from "#gateway/health.ts";
import { startServerProcess } from "#tests/support/server-process.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

let database: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), "bramble-drain-"));
});
afterAll(async () => {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

function readBody(response: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    response.on("data", (chunk: Buffer) => (body += chunk.toString()));
    response.on("end", () => resolve(body));
    response.on("error", reject);
  });
}

describe("a gateway told to stop with SIGTERM", () => {
  it("turns unready first, keeps serving, closes its listener, finishes the request in flight, then exits 0", async () => {
    const server = startServerProcess({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      DEMO_DATA: "false",
      // Long enough to see the 503 on a busy machine; the in-flight request outlives it anyway.
      DRAIN_DELAY_MS: "3000",
    });
    try {
      const baseUrl = await server.baseUrl;
      // A request in flight: its body arrives in two parts, the second only once the listener has closed.
      const body = JSON.stringify({ query: "{ __typename }" });
      const inFlight = httpRequest(`${baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      });
      const answered = new Promise<IncomingMessage>((resolve, reject) => {
        inFlight.on("response", resolve);
        inFlight.on("error", reject);
      });
      inFlight.write(body.slice(0, 10));
      await new Promise((resolve) => inFlight.once("socket", resolve));

      server.child.kill("SIGTERM");
      await expect
        .poll(async () => {
          const health = await fetch(`${baseUrl}/healthz`);
          return [health.status, await health.json()];
        })
        .toEqual([503, { status: "draining", message: DRAINING_MESSAGE }]);
      expect((await fetch(`${baseUrl}/livez`)).status).toBe(200);

      // The listener closes once the drain delay is over: new connections are refused, this one is served.
      await expect
        .poll(
          () =>
            fetch(`${baseUrl}/livez`).then(
              () => "listening",
              () => "closed",
            ),
          { timeout: 15_000 },
        )
        .toBe("closed");
      inFlight.end(body.slice(10));
      const response = await answered;
      expect([response.statusCode, await readBody(response)]).toEqual([200, '{"data":{"__typename":"Query"}}']);
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain("draining: /healthz answers 503 for 3000 ms, then the listener closes");
    } finally {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
    }
  });
});
