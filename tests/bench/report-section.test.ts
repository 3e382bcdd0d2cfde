import { describe, expect, it } from "vitest";
import { sectionOf, withSection } from "./report-section.ts";

const doc =
  "# Title\n\nIntro.\n\n## Figures\n\nA table.\n\n## Several gateways\n\nOld figures.\n\n## Screens\n\nTimings.\n";

describe("report sections", () => {
  it("finds a section up to the next one, or to the end", () => {
    expect(sectionOf(doc, "Several gateways")).toBe("## Several gateways\n\nOld figures.\n\n");
    expect(sectionOf(doc, "Screens")).toBe("## Screens\n\nTimings.\n");
    expect(sectionOf(doc, "Missing")).toBe("");
  });

  it("replaces a section in place, or adds it at the end", () => {
    expect(withSection(doc, "Several gateways", "## Several gateways\n\nNew figures.\n\n")).toBe(
      "# Title\n\nIntro.\n\n## Figures\n\nA table.\n\n## Several gateways\n\nNew figures.\n\n## Screens\n\nTimings.\n",
    );
    expect(withSection("# Title\n\nIntro.\n", "Several gateways", "## Several gateways\n\nNew.\n")).toBe(
      "# Title\n\nIntro.\n\n## Several gateways\n\nNew.\n",
    );
  });
});
