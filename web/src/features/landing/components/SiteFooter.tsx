import { useInitialData } from "#web/ui/site/useInitialData.ts";
import { LANDING_SECTIONS } from "../utils/sectionHref.ts";
import { SectionLink } from "./SectionLink.tsx";
import { SiteLink } from "./SiteLink.tsx";

const PAGE_COLUMNS = [
  {
    heading: "Company",
    links: [
      { to: "/about", label: "About Us" },
      { to: "/careers", label: "Careers" },
      { to: "/contact", label: "Contact" },
    ],
  },
  {
    heading: "Resources",
    links: [
      { to: "/help-center", label: "Help Center" },
      { to: "/documentation", label: "Documentation" },
      { to: "/api-reference", label: "API Reference" },
    ],
  },
  {
    heading: "Legal",
    links: [
      { to: "/privacy", label: "Privacy Policy" },
      { to: "/terms", label: "Terms of Service" },
      { to: "/refund", label: "Refund Policy" },
      { to: "/cookies", label: "Cookie Policy" },
    ],
  },
] as const;

/** Digits and a leading plus only, as a tel: link needs them. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The public site's footer: product anchors, company, resources and legal pages, and how to reach us. */
export function SiteFooter() {
  const { siteSettings } = useInitialData();
  const { companyName, companyEmail, companyPhone, companyAddress } = siteSettings;

  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="site-footer-about">
          <p className="site-footer-name">{companyName}</p>
          <p>The CRM that keeps sales and support teams on the same page, from first call to renewal.</p>
          <address>
            <a href={`mailto:${companyEmail}`}>{companyEmail}</a>
            {companyPhone ? <a href={telHref(companyPhone)}>{companyPhone}</a> : null}
            {companyAddress ? <span>{companyAddress}</span> : null}
          </address>
        </div>
        <nav aria-label="Footer" className="site-footer-nav">
          <div>
            <h2>Product</h2>
            <ul>
              {LANDING_SECTIONS.map(({ id, label }) => (
                <li key={id}>
                  <SectionLink section={id}>{label}</SectionLink>
                </li>
              ))}
            </ul>
          </div>
          {PAGE_COLUMNS.map((column) => (
            <div key={column.heading}>
              <h2>{column.heading}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <SiteLink to={link.to}>{link.label}</SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      {/* The server renders the landing page in its time zone: around New Year the browser's year may differ. */}
      <p className="site-footer-copyright" suppressHydrationWarning>
        © {new Date().getFullYear()} {companyName}. All rights reserved.
      </p>
    </footer>
  );
}
