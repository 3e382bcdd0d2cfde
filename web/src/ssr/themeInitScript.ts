import { THEME_STORAGE_KEY } from "#web/ui/theme/themeStorage.ts";

/**
 * Applies the saved theme before the first paint. Vite inlines it at the top of every page's <head>
 * (vite.config.ts), and the gateway's Content-Security-Policy allows exactly this text by its hash
 * (gateway/security.ts), so no other inline script runs.
 */
export const THEME_INIT_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})==="dark")document.documentElement.classList.add("dark")}catch(e){}`;
