import { EnvironmentOutlined, MailOutlined, PhoneOutlined } from "@ant-design/icons";
import type { SiteSettings } from "#web/ui/site/initialData.ts";

export type ContactCardsProps = {
  siteSettings: SiteSettings;
};

/** Digits and a leading plus only, as a tel: link needs them. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** How to reach the company: e-mail, phone and address from the site settings (phone and address when set). */
export function ContactCards({ siteSettings }: ContactCardsProps) {
  const { companyEmail, companyPhone, companyAddress } = siteSettings;
  return (
    <ul className="public-card-grid">
      <li className="public-card">
        <span className="public-card-icon" aria-hidden="true">
          <MailOutlined />
        </span>
        <h3>Email</h3>
        <p className="public-muted">Our team usually replies within one business day.</p>
        <a href={`mailto:${companyEmail}`}>{companyEmail}</a>
      </li>
      {companyPhone ? (
        <li className="public-card">
          <span className="public-card-icon" aria-hidden="true">
            <PhoneOutlined />
          </span>
          <h3>Phone</h3>
          <p className="public-muted">Talk to us during office hours.</p>
          <a href={telHref(companyPhone)}>{companyPhone}</a>
        </li>
      ) : null}
      {companyAddress ? (
        <li className="public-card">
          <span className="public-card-icon" aria-hidden="true">
            <EnvironmentOutlined />
          </span>
          <h3>Office</h3>
          <p className="public-muted">Visit us, preferably after booking a time.</p>
          <address>{companyAddress}</address>
        </li>
      ) : null}
    </ul>
  );
}
