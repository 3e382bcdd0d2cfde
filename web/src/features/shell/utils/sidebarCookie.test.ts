import { describe, expect, it } from "vitest";
import { readSidebarOpen, sidebarCookie } from "./sidebarCookie.ts";

describe("sidebar cookie", () => {
  it("reads a closed sidebar", () => {
    expect(readSidebarOpen("sidebar_state=false")).toBe(false);
    expect(readSidebarOpen("theme=dark; sidebar_state=false; other=1")).toBe(false);
  });

  it("reads an open sidebar", () => {
    expect(readSidebarOpen("sidebar_state=true")).toBe(true);
  });

  it("defaults to open without the cookie or with an unreadable value", () => {
    expect(readSidebarOpen("")).toBe(true);
    expect(readSidebarOpen("other=false; broken")).toBe(true);
    expect(readSidebarOpen("sidebar_state=")).toBe(true);
  });

  it("does not mistake a cookie whose name merely ends in sidebar_state", () => {
    expect(readSidebarOpen("old_sidebar_state=false")).toBe(true);
  });

  it("keeps the state for 7 days on path /", () => {
    expect(sidebarCookie(false)).toBe("sidebar_state=false; path=/; max-age=604800; SameSite=Lax");
    expect(sidebarCookie(true)).toMatch(/^sidebar_state=true; path=\/; max-age=604800/);
  });
});
