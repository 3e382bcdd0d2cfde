import type { ReactNode } from "react";
import { sectionHref, type LandingSection } from "../utils/sectionHref.ts";
import { SiteLink, useSiteNavigation } from "./SiteLink.tsx";

export type SectionLinkProps = {
  section: LandingSection;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
};

/**
 * Link to a landing page section. On `/` it is a plain anchor (the browser scrolls, even before
 * scripts run); elsewhere it leads to `/#section` and the landing page scrolls there on arrival.
 */
export function SectionLink({ section, children, className, onClick }: SectionLinkProps) {
  const { pathname } = useSiteNavigation();
  const href = sectionHref(section, pathname);
  if (href.startsWith("#")) {
    return (
      <a href={href} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <SiteLink to={href} className={className} onClick={onClick}>
      {children}
    </SiteLink>
  );
}
