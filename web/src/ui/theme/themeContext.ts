import { createContext } from "react";
import type { Theme } from "./themeStorage.ts";

export type ThemeContextValue = {
  theme: Theme;
  toggleTheme: () => void;
};

export const ThemeContext = createContext<ThemeContextValue | null>(null);
