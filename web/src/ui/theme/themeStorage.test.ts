import { describe, expect, it } from "vitest";
import { THEME_STORAGE_KEY, oppositeTheme, parseTheme, readStoredTheme, storeTheme } from "./themeStorage.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe("theme storage", () => {
  it("uses the key 'theme'", () => {
    expect(THEME_STORAGE_KEY).toBe("theme");
  });

  it("defaults to light when nothing is stored", () => {
    expect(readStoredTheme(memoryStorage())).toBe("light");
  });

  it("reads a stored dark theme", () => {
    expect(readStoredTheme(memoryStorage({ theme: "dark" }))).toBe("dark");
  });

  it("treats unknown stored values as light", () => {
    expect(parseTheme("purple")).toBe("light");
    expect(parseTheme(null)).toBe("light");
  });

  it("falls back to light when storage throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
    };
    expect(readStoredTheme(broken)).toBe("light");
  });

  it("stores the chosen theme under 'theme'", () => {
    const storage = memoryStorage();
    storeTheme(storage, "dark");
    expect(storage.values.get("theme")).toBe("dark");
  });

  it("toggles between light and dark", () => {
    expect(oppositeTheme("light")).toBe("dark");
    expect(oppositeTheme("dark")).toBe("light");
  });
});
