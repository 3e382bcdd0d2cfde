import { z } from "zod";
import { describe, expect, it } from "vitest";
import { firstRuleProblem } from "./firstRuleProblem.ts";

const schema = z.object({ name: z.string().min(1, "Name is required"), age: z.number({ error: "Age is needed" }) });

describe("firstRuleProblem", () => {
  it("gives the first broken rule's message", () => {
    expect(firstRuleProblem(schema, { name: "" })).toBe("Name is required");
  });

  it("gives null when every rule holds", () => {
    expect(firstRuleProblem(schema, { name: "Ada", age: 36 })).toBeNull();
  });
});
