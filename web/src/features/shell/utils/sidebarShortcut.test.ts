import { describe, expect, it } from "vitest";
import { isSidebarShortcut } from "./sidebarShortcut.ts";

const keys = { ctrlKey: false, metaKey: false, altKey: false };

describe("isSidebarShortcut", () => {
  it("accepts Ctrl+B and Cmd+B", () => {
    expect(isSidebarShortcut({ ...keys, key: "b", ctrlKey: true })).toBe(true);
    expect(isSidebarShortcut({ ...keys, key: "b", metaKey: true })).toBe(true);
    expect(isSidebarShortcut({ ...keys, key: "B", ctrlKey: true })).toBe(true);
  });

  it("ignores B alone and other shortcuts", () => {
    expect(isSidebarShortcut({ ...keys, key: "b" })).toBe(false);
    expect(isSidebarShortcut({ ...keys, key: "c", ctrlKey: true })).toBe(false);
    expect(isSidebarShortcut({ ...keys, key: "b", ctrlKey: true, altKey: true })).toBe(false);
  });
});
