import { ConfigProvider, theme as antdTheme, type ThemeConfig } from "antd";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { ThemeContext, type ThemeContextValue } from "./themeContext.ts";
import { oppositeTheme, readStoredTheme, storeTheme, type Theme } from "./themeStorage.ts";

export type ThemeProviderProps = {
  children: ReactNode;
};

function themeConfigFor(theme: Theme): ThemeConfig {
  return {
    algorithm: theme === "dark" ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
  };
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
