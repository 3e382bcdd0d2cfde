import { Link } from "react-router-dom";
import { useInitialData } from "#web/ui/site/useInitialData.ts";
import { LegalDocument, LegalSection } from "./LegalDocument.tsx";

/** The Privacy Policy: what we collect, why, how long we keep it and the choices you have. */
export function PrivacyPolicy() {
  const { companyName, companyEmail, companyAddress } = useInitialData().siteSettings;
  return (
    <LegalDocument
      heading="Privacy Policy"
      intro={`This policy explains what personal data ${companyName} collects when you visit our website or use our CRM, why we collect it, and the choices you have.`}
    >
      <LegalSection id="privacy-collect" title="Information We Collect">
        <ul>
          <li>
            <strong>Account details:</strong> your username, e-mail address and a securely hashed password.
          </li>
          <li>
            <strong>Your CRM content:</strong> the customers, deals, tasks, activities and notes you and your team
            enter. You control this data; we process it only to provide the service.
          </li>
          <li>
            <strong>Messages you send us:</strong> the name, e-mail address, subject and message you enter in our
            contact form.
          </li>
          <li>
            <strong>Technical data:</strong> IP addresses, browser type and request logs, kept to run, secure and debug
            the service.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="privacy-use" title="How We Use Your Information">
        <p>
          We use your information to provide and improve the service, to verify your e-mail address, to answer your
          questions, to send you essential notices about your account and billing, and to protect the service against
          abuse. We do not sell your personal data, and we do not use your CRM content for advertising.
        </p>
      </LegalSection>

      <LegalSection id="privacy-sharing" title="Sharing">
        <p>
          We share data only with service providers that help us run the service (hosting, e-mail delivery, payment
          processing), under contracts that oblige them to protect it, and when the law requires us to.
        </p>
      </LegalSection>

      <LegalSection id="privacy-security" title="Security">
        <p>
          Data is encrypted in transit and at rest, passwords are stored only as salted hashes, and access to production
          systems is limited to the staff who need it.
        </p>
      </LegalSection>

      <LegalSection id="privacy-retention" title="Data Retention and Deletion">
        <p>
          We keep your data for as long as your account is active. When your account is closed, you can still export
          your data for 30 days. After that, exports are no longer possible, and your data is permanently deleted from
          our systems, including backups, 90 days after the account was closed.
        </p>
      </LegalSection>

      <LegalSection id="privacy-rights" title="Your Rights">
        <p>
          You may ask to see, correct, export or delete the personal data we hold about you, and object to how we use
          it. Write to <a href={`mailto:${companyEmail}`}>{companyEmail}</a> and we will answer as soon as we can.
        </p>
      </LegalSection>

      <LegalSection id="privacy-children" title="Children">
        <p>
          The service is not meant for children. You must be at least 18 years old to create an account, and we do not
          knowingly collect data from anyone younger.
        </p>
      </LegalSection>

      <LegalSection id="privacy-cookies" title="Cookies">
        <p>
          We use a small number of cookies to keep you signed in and to remember your preferences. Our{" "}
          <Link to="/cookies">Cookie Policy</Link> lists them and how long each one lasts.
        </p>
      </LegalSection>

      <LegalSection id="privacy-changes" title="Changes and Contact">
        <p>
          We will announce material changes to this policy by e-mail or in the app before they take effect. Questions?
          Contact {companyName} at <a href={`mailto:${companyEmail}`}>{companyEmail}</a>
          {companyAddress ? `, or by post at ${companyAddress}` : ""}.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
