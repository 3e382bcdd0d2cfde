import type { ReactNode } from "react";
import { PublicPageHeader } from "#web/ui/PublicPageHeader.tsx";

/** The date the current versions of the legal pages took effect. */
export const LEGAL_EFFECTIVE_DATE = "November 1, 2026";

export type LegalDocumentProps = {
  heading: string;
  intro: ReactNode;
  children: ReactNode;
};

/** The frame of a legal page: its heading, the effective date, an introduction and the sections. */
export function LegalDocument({ heading, intro, children }: LegalDocumentProps) {
  return (
    <article className="public-page public-page-narrow">
      <PublicPageHeader heading={heading} intro={intro} />
      <p className="public-muted">Last updated: {LEGAL_EFFECTIVE_DATE}</p>
      {children}
    </article>
  );
}

export type LegalSectionProps = {
  id: string;
  title: string;
  children: ReactNode;
};

/** One section of a legal page, labelled by its heading. */
export function LegalSection({ id, title, children }: LegalSectionProps) {
  return (
    <section className="public-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
