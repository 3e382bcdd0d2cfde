import { Button } from "antd";
import { useState, type KeyboardEvent } from "react";
import { Link } from "react-router-dom";
import { ButtonLink } from "../../../ui/ButtonLink.tsx";
import { ThemeToggle } from "../../theme/ThemeToggle.tsx";
import { useInitialData } from "../hooks/useInitialData.ts";
import { LANDING_SECTIONS } from "../utils/sectionHref.ts";
import { LineIcon } from "./LineIcon.tsx";
import { SectionLink } from "./SectionLink.tsx";

const MENU_ID = "site-menu";

/**
 * The public site's header: logo, section links, theme toggle, Log In and Sign Up. Below 768 px
 * the links and account buttons fold into a menu opened by the "Open menu" button.
 */
export function SiteHeader() {
  const { siteSettings } = useInitialData();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape") closeMenu();
  };

  return (
    <header className="site-header" onKeyDown={closeOnEscape}>
      <div className="site-header-inner">
        <Link to="/" className="site-brand" onClick={closeMenu}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="site-brand-name">{siteSettings.companyName}</span>
        </Link>
        <div id={MENU_ID} className={menuOpen ? "site-menu site-menu-open" : "site-menu"}>
          <nav aria-label="Main" className="site-nav">
            <ul>
              <li>
                <Link to="/" onClick={closeMenu}>
                  Home
                </Link>
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
            <ButtonLink to="/login" type="text">
              Log In
            </ButtonLink>
            <ButtonLink to="/register" type="primary">
              Sign Up
            </ButtonLink>
          </div>
        </div>
        <div className="site-theme-toggle">
          <ThemeToggle />
        </div>
        <Button
          className="site-menu-button"
          type="text"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          icon={<LineIcon name={menuOpen ? "close" : "menu"} size={20} />}
          onClick={() => setMenuOpen((open) => !open)}
        />
      </div>
    </header>
  );
}
