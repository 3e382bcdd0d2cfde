import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONFIGURATION } from "./configuration.ts";

const README = path.resolve(import.meta.dirname, "../../../../../README.md");

/** The rows of the README's "## Configuration" table, as [variable, default, meaning]. */
function readmeConfigurationRows(): string[][] {
  const markdown = readFileSync(README, "utf8");
  const section = markdown.split(/^## /m).find((part) => part.startsWith("Configuration"));
  if (!section) throw new Error("README.md has no Configuration section");
  return section
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.trim()),
    );
}

describe("the documentation's configuration table", () => {
  it("matches README.md's, row for row", () => {
    expect(CONFIGURATION.map((row) => [row.variable, row.default, row.meaning])).toEqual(readmeConfigurationRows());
  });
});
