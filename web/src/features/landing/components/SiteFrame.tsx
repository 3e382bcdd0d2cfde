import type { ReactNode } from "react";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";
import "./publicSite.css";

export type SiteFrameProps = {
  children: ReactNode;
};

/** Every public page's frame: the site header, the page in `<main>`, and the site footer. */
export function SiteFrame({ children }: SiteFrameProps) {
  return (
    <div className="public-layout">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main-content" className="public-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
