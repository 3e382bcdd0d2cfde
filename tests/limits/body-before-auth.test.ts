import { once } from "node:events";
import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMPORT_FILE_BYTES } from "#schema/customers/customers.import.rules.ts";
import { createApiKey } from "#tests/support/api-keys.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";

let t: TestApp;
let server: Server;
let key: string;

beforeAll(async () => {
  t = await startTestApp();
  const owner = await signedInAgent(t, { username: "importer" });
  key = (await createApiKey(owner, "Import script")).header;
  server = createServer(t.app);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
});
afterAll(async () => {
  server.close();
  await t.close();
});

const TWENTY_MB = 20 * 1024 * 1024;

type Answer = { status: number; body: string; bytesSent: number };

/**
 * Announces a body of `declaredBytes` but sends only its first 64 kB, then waits for the answer. A
 * server that reads the body before answering waits for the rest, which never comes: only one that
 * answers from the headers alone answers at all.
 */
function answerBeforeTheBody(path: string, declaredBytes: number): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  const first = Buffer.alloc(64 * 1024, " ");
  first.write('{"rows":[');
  return new Promise((resolve, reject) => {
    const outgoing = request({
      host: "127.0.0.1",
      port,
      path,
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": String(declaredBytes) },
    });
    outgoing.on("error", reject);
    outgoing.on("response", (response: IncomingMessage) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, body, bytesSent: outgoing.socket?.bytesWritten ?? 0 });
        outgoing.destroy();
      });
    });
    outgoing.flushHeaders();
    outgoing.write(first);
  });
}

/** A real batch of a few rows padded past the 100 kB every other route allows (JSON whitespace). */
function paddedImport(bytes: number) {
  const rows = JSON.stringify([{ line: 2, name: "Big Batch", email: "big@batch.test" }]);
  return `{"rows":${rows},"updateExisting":false${" ".repeat(bytes)}}`;
}

describe("a large body before authentication", () => {
  it("answers an anonymous 20 MB import with 401 before reading its body", async () => {
    const answer = await answerBeforeTheBody("/api/customers/import", TWENTY_MB);
    expect([answer.status, answer.body]).toEqual([401, "Not signed in"]);
    expect(answer.bytesSent).toBeLessThan(128 * 1024);
  }, 15_000);

  it("answers an unknown API key's 20 MB import with 401 before reading its body", async () => {
    const { port } = server.address() as AddressInfo;
    const outgoing = request({
      host: "127.0.0.1",
      port,
      path: "/api/customers/import",
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Content-Length": String(TWENTY_MB),
        Authorization: "Bearer brk_unknown",
      },
    });
    outgoing.flushHeaders();
    outgoing.write("{");
    const [response] = (await once(outgoing, "response")) as [IncomingMessage];
    outgoing.destroy();
    expect(response.statusCode).toBe(401);
  });

  it("gives the import file's limit to a signed-in import only", async () => {
    const body = paddedImport(200 * 1024);
    const anonymous = await t
      .request()
      .post("/api/customers/import")
      .set("Content-Type", "application/json")
      .send(body);
    expect([anonymous.status, anonymous.text]).toEqual([401, "Not signed in"]);

    const imported = await t
      .request()
      .post("/api/customers/import")
      .set("Authorization", key)
      .set("Content-Type", "application/json")
      .send(body);
    expect([imported.status, imported.body]).toEqual([
      200,
      { results: [{ line: 2, outcome: "created", field: null, message: null, problems: [] }] },
    ]);

    const elsewhere = await t
      .request()
      .post("/api/customers")
      .set("Authorization", key)
      .set("Content-Type", "application/json")
      .send(body);
    expect([elsewhere.status, elsewhere.text]).toEqual([413, "Request body is too large"]);

    const tooLarge = await t
      .request()
      .post("/api/customers/import")
      .set("Authorization", key)
      .set("Content-Type", "application/json")
      .send(paddedImport(MAX_IMPORT_FILE_BYTES));
    expect([tooLarge.status, tooLarge.text]).toEqual([413, "Request body is too large"]);
  });
});
