import { useRef, useState, type KeyboardEvent } from "react";
import { useInitialData } from "#web/ui/site/useInitialData.ts";
import { LANDING_SECTIONS } from "../utils/sectionHref.ts";
import { LineIcon } from "./LineIcon.tsx";
import { SectionLink } from "./SectionLink.tsx";
import { SiteLink } from "./SiteLink.tsx";
import { SiteThemeToggle } from "./SiteThemeToggle.tsx";

const MENU_ID = "site-menu";

/**
 * The public site's header: logo, section links, theme toggle, Log In and Sign Up. Below 768 px
 * the links and account buttons fold into a menu opened by the "Open menu" button.
 */
export function SiteHeader() {
  const { siteSettings } = useInitialData();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);
  // Focus goes back to the button that opened the menu, rather than to the page (the menu is hidden).
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !menuOpen) return;
    closeMenu();
    menuButton.current?.focus();
  };

  return (
    <header className="site-header" onKeyDown={closeOnEscape}>
      <div className="site-header-inner">
        <SiteLink to="/" className="site-brand" onClick={closeMenu}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="site-brand-name">{siteSettings.companyName}</span>
        </SiteLink>
        <div id={MENU_ID} className={menuOpen ? "site-menu site-menu-open" : "site-menu"}>
          <nav aria-label="Main" className="site-nav">
            <ul>
              <li>
                <SiteLink to="/" onClick={closeMenu}>
                  Home
                </SiteLink>
              </li>
              {LANDING_SECTIONS.map(({ id, label }) => (
                <li key={id}>
                  <SectionLink section={id} onClick={closeMenu}>
                    {label}
                  </SectionLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-account">
            <SiteLink to="/login" className="site-button site-button-text">
              Log In
            </SiteLink>
            <SiteLink to="/register" className="site-button site-button-primary">
              Sign Up
            </SiteLink>
          </div>
        </div>
        <div className="site-theme-toggle">
          <SiteThemeToggle />
        </div>
        <button
          ref={menuButton}
          type="button"
          className="site-button site-button-text site-button-icon site-menu-button"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <LineIcon name={menuOpen ? "close" : "menu"} size={20} />
        </button>
      </div>
    </header>
  );
}
