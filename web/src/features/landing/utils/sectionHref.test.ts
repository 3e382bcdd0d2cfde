import { describe, expect, it } from "vitest";
import { LANDING_SECTIONS, sectionHref } from "./sectionHref.ts";

describe("sectionHref", () => {
  it("is a same-page anchor on the landing page", () => {
    expect(sectionHref("features", "/")).toBe("#features");
  });

  it("goes to the landing page's section from any other page", () => {
    expect(sectionHref("pricing", "/about")).toBe("/#pricing");
    expect(sectionHref("testimonials", "/help-center")).toBe("/#testimonials");
  });

  it("lists the header's section links in page order", () => {
    expect(LANDING_SECTIONS.map((section) => section.label)).toEqual(["Features", "Pricing", "Testimonials"]);
  });
});
