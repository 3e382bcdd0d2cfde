import { useTheme } from "#web/ui/theme/useTheme.ts";
import { LineIcon } from "./LineIcon.tsx";

/**
 * The public site's light/dark switch. Both icons are in the markup and the stylesheet shows the one
 * for the `dark` class on <html>, which is set before the first paint: the server, which cannot know
 * the theme, renders the same button for everyone and it still looks right before any script runs.
 */
export function SiteThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const label = theme === "dark" ? "Switch to light theme" : "Switch to dark theme";
  return (
    <button
      type="button"
      className="site-button site-button-text site-button-icon site-button-circle"
      aria-label={label}
      title={label}
      onClick={toggleTheme}
    >
      <LineIcon name="moon" size={16} className="site-theme-icon-moon" />
      <LineIcon name="sun" size={16} className="site-theme-icon-sun" />
    </button>
  );
}
