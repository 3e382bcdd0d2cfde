import { describe, expect, it } from "vitest";
import { companyOptionLabel } from "./companyOptionLabel.ts";

describe("companyOptionLabel", () => {
  it("shows the name with the first domain, or the name alone", () => {
    expect(companyOptionLabel({ name: "Acme", domains: ["acme.com", "acme.io"] })).toBe("Acme (acme.com)");
    expect(companyOptionLabel({ name: "Acme", domains: [] })).toBe("Acme");
  });
});
