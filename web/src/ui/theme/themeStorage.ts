export type Theme = "light" | "dark";

export const THEME_STORAGE_KEY = "theme";

export function parseTheme(stored: string | null | undefined): Theme {
  return stored === "dark" ? "dark" : "light";
}

export function readStoredTheme(storage: Pick<Storage, "getItem">): Theme {
  try {
    return parseTheme(storage.getItem(THEME_STORAGE_KEY));
  } catch {
    return "light";
  }
}

export function storeTheme(storage: Pick<Storage, "setItem">, theme: Theme): void {
  try {
    storage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be unavailable (privacy mode); the choice then lasts for this page only.
  }
}

export function oppositeTheme(theme: Theme): Theme {
  return theme === "dark" ? "light" : "dark";
}
