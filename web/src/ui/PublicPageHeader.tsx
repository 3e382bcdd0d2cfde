import type { ReactNode } from "react";
import "./publicPage.css";

export type PublicPageHeaderProps = {
  heading: string;
  intro?: ReactNode;
};

/** The top of a public content page: its one h1 and a short introduction. */
export function PublicPageHeader({ heading, intro }: PublicPageHeaderProps) {
  return (
    <header className="public-page-header">
      <h1>{heading}</h1>
      {intro ? <p className="public-page-intro">{intro}</p> : null}
    </header>
  );
}
