import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safeNextPath.ts";

describe("safeNextPath", () => {
  it("goes to the dashboard when there is no next", () => {
    expect(safeNextPath(null)).toBe("/dashboard");
    expect(safeNextPath("")).toBe("/dashboard");
  });

  it("keeps a path on this site with its query", () => {
    expect(safeNextPath("/invite?token=abc123")).toBe("/invite?token=abc123");
    expect(safeNextPath("/customers/42#deals")).toBe("/customers/42#deals");
  });

  it("ignores anything that would leave the site", () => {
    for (const next of [
      "https://evil.example/",
      "//evil.example/path",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
      "dashboard",
    ]) {
      expect(safeNextPath(next), next).toBe("/dashboard");
    }
  });
});
