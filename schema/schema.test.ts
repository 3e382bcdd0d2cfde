import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { printSortedSchema } from "./index.ts";

describe("committed schema.graphql", () => {
  it("matches the schema the server builds (run `npm run schema:print` after changing it)", () => {
    const committed = readFileSync(new URL("../schema.graphql", import.meta.url), "utf8");
    expect(committed).toBe(printSortedSchema());
  });
});
