import type { ReactNode } from "react";
import { Link, useLocation } from "react-router-dom";
import { sectionHref, type LandingSection } from "../utils/sectionHref.ts";

export type SectionLinkProps = {
  section: LandingSection;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
};

/**
 * Link to a landing page section. On `/` it is a plain anchor (the browser scrolls, even before
 * scripts run); elsewhere it routes to `/#section` and the landing page scrolls there on arrival.
 */
export function SectionLink({ section, children, className, onClick }: SectionLinkProps) {
  const { pathname } = useLocation();
  const href = sectionHref(section, pathname);
  if (href.startsWith("#")) {
    return (
      <a href={href} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
