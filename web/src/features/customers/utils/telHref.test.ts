import { describe, expect, it } from "vitest";
import { telHref } from "./telHref.ts";

describe("telHref", () => {
  it.each([
    ["+1 (555) 010-2030", "tel:+15550102030"],
    [" 020 7946 0958 ", "tel:02079460958"],
    ["555-0100 ext. 12", "tel:555010012"],
  ])("dials %j as %j", (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
