import { describe, expect, it } from "vitest";
import { sectionOf, withKeptSections, withSection } from "./report-section.ts";

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

  it("keeps the cluster's and the companies migration's sections when the bench writes a new report", () => {
    const previous = `${doc}\n## The companies migration\n\nIt took 9 s.\n`;
    expect(withKeptSections("# Title\n\nNew figures.\n", previous)).toBe(
      "# Title\n\nNew figures.\n\n## Several gateways\n\nOld figures.\n\n## The companies migration\n\nIt took 9 s.\n",
    );
  });
});
