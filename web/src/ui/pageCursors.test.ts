import { describe, expect, it } from "vitest";
import { NO_PAGE_STARTS, pageVariables, withPageEnd } from "./pageCursors.ts";

describe("page starts", () => {
  it("asks for page 1 from the top, and for any other unseen page from its offset", () => {
    expect(pageVariables(NO_PAGE_STARTS, 1, 10)).toEqual({ after: null, offset: null });
    expect(pageVariables(NO_PAGE_STARTS, 40, 10)).toEqual({ after: null, offset: 390 });
  });

  it("asks for the page after a seen one after its end cursor", () => {
    const starts = withPageEnd(NO_PAGE_STARTS, 3, "c30");
    expect(pageVariables(starts, 4, 10)).toEqual({ after: "c30", offset: null });
    expect(pageVariables(starts, 5, 10)).toEqual({ after: null, offset: 40 });
  });

  it("keeps the same map when nothing new is learnt", () => {
    const starts = withPageEnd(NO_PAGE_STARTS, 1, "c10");
    expect(withPageEnd(starts, 1, "c10")).toBe(starts);
    expect(withPageEnd(starts, 2, null)).toBe(starts);
    expect(withPageEnd(starts, 2, "c20").get(3)).toBe("c20");
  });
});
