import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fromProjectRoot, PROJECT_ROOT } from "./project-root.ts";

describe("project root", () => {
  it("is the folder of the project's package.json", () => {
    const manifest = JSON.parse(readFileSync(fromProjectRoot("package.json"), "utf8")) as { name: string };
    expect(manifest.name).toBe("bramble-crm");
    expect(PROJECT_ROOT).toBe(fromProjectRoot());
  });

  it("holds every file the server reads or starts at run time", () => {
    const files = [
      ["prisma", "migrate.ts"],
      ["prisma", "schema.prisma"],
      ["prisma", "migrations", "migration_lock.toml"],
      ["prisma", "postgres", "watchdog.ts"],
    ];
    expect(files.filter((segments) => !existsSync(fromProjectRoot(...segments)))).toEqual([]);
  });
});
