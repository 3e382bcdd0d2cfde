import { useMemo, useSyncExternalStore, type ReactNode } from "react";
import { ThemeContext, type ThemeContextValue } from "#web/ui/theme/themeContext.ts";
import { oppositeTheme, storeTheme, type Theme } from "#web/ui/theme/themeStorage.ts";

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The theme the page shows: the `dark` class the inline theme script put on <html> before the first paint. */
function documentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

/** The server cannot read the visitor's theme, so it renders the light one's labels; see DocumentThemeProvider. */
function serverTheme(): Theme {
  return "light";
}

function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle("dark", theme === "dark");
  storeTheme(window.localStorage, theme);
  listeners.forEach((listener) => listener());
}

export type DocumentThemeProviderProps = {
  children: ReactNode;
};

/**
 * The theme on the server-rendered landing page, without antd's ConfigProvider (the page has no antd).
 * Colours come from CSS variables under the `dark` class, so the server's markup is the same for
 * both themes; only the toggle's label names a theme. Hydration uses the server's value (light), and
 * React re-renders right after with the document's, so there is neither a mismatch nor a flash.
 */
export function DocumentThemeProvider({ children }: DocumentThemeProviderProps) {
  const theme = useSyncExternalStore(subscribe, documentTheme, serverTheme);
  const value = useMemo<ThemeContextValue>(
    () => ({ theme, toggleTheme: () => applyTheme(oppositeTheme(theme)) }),
    [theme],
  );
  return <ThemeContext value={value}>{children}</ThemeContext>;
}
