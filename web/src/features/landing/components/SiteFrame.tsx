import { Suspense, type ReactNode } from "react";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";
import "./publicSite.css";

export type SiteFrameProps = {
  children: ReactNode;
};

/**
 * Every public page's frame: the site header, the page in `<main>`, and the site footer. Header and
 * footer are Suspense boundaries so that hydrating `/` comes in short tasks (see LandingSections).
 */
export function SiteFrame({ children }: SiteFrameProps) {
  return (
    <div className="public-layout">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <Suspense>
        <SiteHeader />
      </Suspense>
      <main id="main-content" className="public-main" tabIndex={-1}>
        {children}
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
