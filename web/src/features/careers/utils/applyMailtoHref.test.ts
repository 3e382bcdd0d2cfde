import { describe, expect, it } from "vitest";
import { applyMailtoHref } from "./applyMailtoHref.ts";

describe("applyMailtoHref", () => {
  it("addresses the company with the job title as the subject", () => {
    expect(applyMailtoHref("jobs@example.com", "Product Designer")).toBe(
      "mailto:jobs@example.com?subject=Product%20Designer",
    );
  });

  it("encodes characters that would break the subject", () => {
    expect(applyMailtoHref("jobs@example.com", "Sales & Support Lead? (50%)")).toBe(
      "mailto:jobs@example.com?subject=Sales%20%26%20Support%20Lead%3F%20(50%25)",
    );
  });
});
