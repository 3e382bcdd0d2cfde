import { ConfigProvider, theme as antdTheme, type ThemeConfig } from "antd";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { ThemeContext, type ThemeContextValue } from "./themeContext.ts";
import { oppositeTheme, readStoredTheme, storeTheme, type Theme } from "./themeStorage.ts";

export type ThemeProviderProps = {
  children: ReactNode;
};

/**
 * antd's light primary (#1677ff) gives white button text 4.1:1 contrast, under WCAG AA's 4.5:1; the
 * next darker blue of its palette gives 6.2:1. Dark mode's derived primary (#1668dc) passes as is.
 */
const ACCESSIBLE_LIGHT_PRIMARY = "#0958d9";

function themeConfigFor(theme: Theme): ThemeConfig {
  return theme === "dark"
    ? { algorithm: antdTheme.darkAlgorithm }
    : { algorithm: antdTheme.defaultAlgorithm, token: { colorPrimary: ACCESSIBLE_LIGHT_PRIMARY } };
}

export function ThemeProvider({ children }: ThemeProviderProps) {
  const [theme, setTheme] = useState<Theme>(() => readStoredTheme(window.localStorage));
  const themeConfig = useMemo(() => themeConfigFor(theme), [theme]);

  useEffect(() => {
    document.documentElement.classList.toggle("dark", theme === "dark");
    storeTheme(window.localStorage, theme);
    // Toasts are rendered outside the React tree; this lets them follow the theme too.
    ConfigProvider.config({
      holderRender: (holder) => <ConfigProvider theme={themeConfig}>{holder}</ConfigProvider>,
    });
  }, [theme, themeConfig]);

  const value = useMemo<ThemeContextValue>(() => ({ theme, toggleTheme: () => setTheme(oppositeTheme) }), [theme]);

  return (
    <ThemeContext value={value}>
      <ConfigProvider theme={themeConfig}>{children}</ConfigProvider>
    </ThemeContext>
  );
}
