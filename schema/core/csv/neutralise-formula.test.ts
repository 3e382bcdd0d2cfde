import { describe, expect, it } from "vitest";
import { neutraliseFormula } from "./neutralise-formula.ts";

describe("neutraliseFormula", () => {
  it.each([
    ['=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'],
    ["+1 555 0100", "'+1 555 0100"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", "'\rcmd"],
  ])("prefixes %j with an apostrophe", (cell, expected) => {
    expect(neutraliseFormula(cell)).toBe(expected);
  });

  it.each(["", "Acme", "a=b", "sam@acme.test", " =1", "1-2"])("leaves %j as it is", (cell) => {
    expect(neutraliseFormula(cell)).toBe(cell);
  });
});
