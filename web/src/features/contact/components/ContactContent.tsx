import { PublicPageHeader } from "#web/ui/PublicPageHeader.tsx";
import { useInitialData } from "#web/ui/site/useInitialData.ts";
import "../contact.css";
import { ContactCards } from "./ContactCards.tsx";
import { ContactFaq } from "./ContactFaq.tsx";
import { ContactForm } from "./ContactForm.tsx";
import { OfficeHours } from "./OfficeHours.tsx";

/** The Contact page: how to reach us, office hours, the contact form and a short FAQ. */
export function ContactContent() {
  const { siteSettings } = useInitialData();
  return (
    <article className="public-page">
      <PublicPageHeader
        heading="Contact Us"
        intro="Questions about the product, pricing or your account? We would love to hear from you."
      />

      <section className="public-section" aria-labelledby="contact-ways">
        <h2 id="contact-ways">Get in Touch</h2>
        <ContactCards siteSettings={siteSettings} />
      </section>

      <div className="contact-columns">
        <section className="public-section" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">Send Us a Message</h2>
          <div className="public-card">
            <ContactForm />
          </div>
        </section>
        {siteSettings.officeHours ? (
          <section className="public-section" aria-labelledby="contact-hours">
            <h2 id="contact-hours">Office Hours</h2>
            <OfficeHours officeHours={siteSettings.officeHours} />
          </section>
        ) : null}
      </div>

      <section className="public-section" aria-labelledby="contact-faq">
        <h2 id="contact-faq">Frequently Asked Questions</h2>
        <ContactFaq />
      </section>
    </article>
  );
}
