import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerProcess } from "./support/server-process.ts";

/** The zero set-up path: no DATABASE_URL, so the server runs its own PostgreSQL under DATA_DIR. */
describe("the server on its embedded database", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "bramble-server-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("starts, creates an admin with a one-time password, serves health and content, runs the job worker, and stops on SIGTERM", async () => {
    const server = startServerProcess({ DATA_DIR: dataDir });
    const baseUrl = await server.baseUrl;
    // HOST is 127.0.0.1: the page's address is localhost, which WebAuthn (passkeys) accepts, as e-mail links are.
    expect(baseUrl).toMatch(/^http:\/\/localhost:\d+$/);
    expect(server.output()).toContain(`(links in e-mails use ${baseUrl})`);
    const passwordFile = path.join(dataDir, "admin-password");
    expect(await readFile(passwordFile, "utf8")).toMatch(/^[A-Za-z0-9_-]{16}\n$/);
    expect(server.output()).toContain(`Created the admin account \\"admin\\"; its password is in ${passwordFile}`);
    const health = await fetch(`${baseUrl}/healthz`);
    expect([health.status, await health.json()]).toEqual([200, { status: "ok" }]);
    const settings = await fetch(`${baseUrl}/api/settings`);
    expect((await settings.json()).companyName).toBe("Bramble CRM");
    expect(server.output()).toContain("Job worker started");
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("Job worker stopped");
  });

  it("starts again on the same data after a kill -9, without a second admin password", async () => {
    const first = startServerProcess({ DATA_DIR: dataDir });
    await first.baseUrl;
    first.child.kill("SIGKILL");
    await first.exited;

    const second = startServerProcess({ DATA_DIR: dataDir });
    const baseUrl = await second.baseUrl;
    expect(second.output()).not.toMatch(/Created the admin account/);
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });

  it("refuses to start on a bad setting and names it", async () => {
    const server = startServerProcess({ DATA_DIR: dataDir, PORT: "eighty" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:\s+PORT/);
  });
});
