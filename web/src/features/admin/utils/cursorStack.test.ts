import { describe, expect, it } from "vitest";
import { FIRST_PAGE, currentCursor, nextPage, previousPage } from "./cursorStack.ts";

describe("cursorStack", () => {
  it("starts at the beginning of the list", () => {
    expect(currentCursor(FIRST_PAGE)).toBeNull();
  });

  it("moves forward with the end cursor of the current page and back again", () => {
    const second = nextPage(FIRST_PAGE, "c20");
    const third = nextPage(second, "c40");
    expect(currentCursor(third)).toBe("c40");
    expect(currentCursor(previousPage(third))).toBe("c20");
    expect(currentCursor(previousPage(previousPage(third)))).toBeNull();
  });

  it("stays on the first page when going back from it", () => {
    expect(previousPage(FIRST_PAGE)).toBe(FIRST_PAGE);
  });

  it("stays put without an end cursor", () => {
    expect(nextPage(FIRST_PAGE, null)).toBe(FIRST_PAGE);
  });
});
