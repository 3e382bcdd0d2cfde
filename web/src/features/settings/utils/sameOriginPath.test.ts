import { describe, expect, it } from "vitest";
import { sameOriginPath } from "./sameOriginPath.ts";

describe("sameOriginPath", () => {
  it("keeps the path and query of an absolute link", () => {
    expect(sameOriginPath("https://crm.example.com/api/workspace/export?token=a-b_c")).toBe(
      "/api/workspace/export?token=a-b_c",
    );
  });

  it("keeps a path as it is", () => {
    expect(sameOriginPath("/api/workspace/export?token=x")).toBe("/api/workspace/export?token=x");
  });
});
