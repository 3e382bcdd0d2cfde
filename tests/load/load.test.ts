import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { loadFigures } from "./load-figures.ts";
import type { LoadOptions } from "./load-options.ts";
import { runLoad } from "./load-run.ts";
import { startLoadServer, type LoadServerProcess } from "./load-server.ts";

// `npm run load` in small, on every `npm test`: the same clients, mix and checks, with a fixed seed.
// It asserts what the long run asserts but timings and memory: a request is only a timeout after a
// minute, so a machine busy with the rest of the suite cannot fail it.
const OPTIONS: LoadOptions = { clients: 20, seconds: 5, workspaces: 4, seed: 1, requestTimeoutMs: 60_000 };

let database: TestDatabase;
let load: LoadServerProcess;

beforeAll(async () => {
  database = await createTestDatabase();
  load = await startLoadServer({ DATABASE_URL: database.url });
});
afterAll(async () => {
  await load?.stop();
  await database?.drop();
});

describe(`${OPTIONS.clients} clients of ${OPTIONS.workspaces} workspaces for ${OPTIONS.seconds} s`, () => {
  it("get no error, and every acknowledged write is stored as acknowledged in its own workspace", async () => {
    const result = await runLoad(
      { baseUrl: load.baseUrl, databaseUrl: database.url, output: load.server.output },
      OPTIONS,
    );
    const figures = loadFigures(result);

    expect(figures.failureExamples).toEqual([]);
    expect(figures.problems).toEqual([]);
    // The checks above had something to check: rows were written and deleted, by most of the operations.
    expect(result.database.rowsChecked.customers).toBeGreaterThan(0);
    expect(result.database.deletesChecked).toBeGreaterThan(0);
    expect(new Set(figures.operations.map((operation) => operation.name)).size).toBeGreaterThan(20);
  }, 300_000);
});
