import { describe, expect, it } from "vitest";
import { isPaletteShortcut, paletteShortcutLabel } from "./paletteShortcut.ts";

const key = (key: string, modifiers: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe("isPaletteShortcut", () => {
  it("is Ctrl+K or Cmd+K, whatever the case of the letter", () => {
    expect(isPaletteShortcut(key("k", { ctrlKey: true }))).toBe(true);
    expect(isPaletteShortcut(key("K", { metaKey: true }))).toBe(true);
  });

  it("is not K alone, another letter, or with Alt", () => {
    expect(isPaletteShortcut(key("k"))).toBe(false);
    expect(isPaletteShortcut(key("b", { ctrlKey: true }))).toBe(false);
    expect(isPaletteShortcut(key("k", { ctrlKey: true, altKey: true }))).toBe(false);
  });
});

describe("paletteShortcutLabel", () => {
  it("reads ⌘ K on Apple platforms and Ctrl K elsewhere", () => {
    expect(paletteShortcutLabel("MacIntel")).toBe("⌘ K");
    expect(paletteShortcutLabel("macOS")).toBe("⌘ K");
    expect(paletteShortcutLabel("iPad")).toBe("⌘ K");
    expect(paletteShortcutLabel("Win32")).toBe("Ctrl K");
    expect(paletteShortcutLabel("Linux x86_64")).toBe("Ctrl K");
    expect(paletteShortcutLabel("")).toBe("Ctrl K");
  });
});
