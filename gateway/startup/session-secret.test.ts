import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resolveSessionSecret } from "./session-secret.ts";

describe("resolveSessionSecret", () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = path.join(await mkdtemp(path.join(tmpdir(), "secret-")), "data");
  });
  afterEach(async () => {
    await rm(path.dirname(dataDir), { recursive: true, force: true });
  });

  it("uses SESSION_SECRET when it is set and writes nothing", async () => {
    const configured = "x".repeat(40);
    expect(await resolveSessionSecret(configured, dataDir)).toBe(configured);
    await expect(stat(dataDir)).rejects.toThrow();
  });

  it("generates a long secret once, owner-only, and reuses it", async () => {
    const first = await resolveSessionSecret(undefined, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await stat(path.join(dataDir, "session-secret"))).mode & 0o777).toBe(0o600);
    expect(await resolveSessionSecret(undefined, dataDir)).toBe(first);
  });
});
