export type LandingSection = "features" | "pricing" | "testimonials";

/** The landing page sections the header and footer link to, in page order. */
export const LANDING_SECTIONS: ReadonlyArray<{ id: LandingSection; label: string }> = [
  { id: "features", label: "Features" },
  { id: "pricing", label: "Pricing" },
  { id: "testimonials", label: "Testimonials" },
];

/** A same-page anchor on the landing page itself, the landing page plus anchor from any other page. */
export function sectionHref(section: LandingSection, pathname: string): string {
  return pathname === "/" ? `#${section}` : `/#${section}`;
}
