import { Link } from "react-router-dom";
import { useInitialData } from "#web/ui/site/useInitialData.ts";
import { LegalDocument, LegalSection } from "./LegalDocument.tsx";

/** The Terms of Service: eligibility, accounts, billing, acceptable use, the API, data and termination. */
export function TermsOfService() {
  const { companyName, companyEmail } = useInitialData().siteSettings;
  return (
    <LegalDocument
      heading="Terms of Service"
      intro={`These terms are the agreement between you and ${companyName} for the use of our website, our CRM and its API. By creating an account you accept them.`}
    >
      <LegalSection id="terms-eligibility" title="Eligibility and Accounts">
        <p>
          You must be at least 18 years old and able to enter a binding contract to use the service. You are responsible
          for your account, for keeping your password secret and for everything done under your account. If you sign up
          for an organization, you confirm that you may bind it to these terms.
        </p>
      </LegalSection>

      <LegalSection id="terms-trial" title="Free Trial">
        <p>
          Every plan starts with a 14-day free trial. No credit card is required, and nothing is charged unless you
          choose a paid plan.
        </p>
      </LegalSection>

      <LegalSection id="terms-billing" title="Subscriptions, Billing and Price Changes">
        <ul>
          <li>Paid plans are billed in advance, monthly or annually; annual billing saves 20%.</li>
          <li>Plan changes take effect immediately and are prorated.</li>
          <li>
            We may change our prices with 30 days notice by e-mail. The new price applies from your first renewal after
            the notice period; you may cancel before then.
          </li>
          <li>
            If a payment fails, we retry it 3 times over 10 days and let you know each time. If the account is still
            unpaid 30 days after the first failed payment, we may suspend and then terminate it.
          </li>
          <li>
            If you believe a charge is wrong, raise a billing dispute within 60 days of the charge by writing to{" "}
            <a href={`mailto:${companyEmail}`}>{companyEmail}</a>. We answer every dispute within 5 business days.
          </li>
          <li>
            Refunds follow our <Link to="/refund">Refund Policy</Link>.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="terms-use" title="Acceptable Use">
        <p>
          Do not use the service to break the law, to send spam, to store data you have no right to hold, or to probe,
          overload or attack our systems. We may suspend accounts that do.
        </p>
      </LegalSection>

      <LegalSection id="terms-api" title="API Use">
        <p>
          API access is limited to 1000 requests per hour per API key; requests beyond the limit are refused until the
          hour has passed. Keep your API keys secret: requests made with your key count as yours. The{" "}
          <Link to="/api-reference">API Reference</Link> describes the API.
        </p>
      </LegalSection>

      <LegalSection id="terms-availability" title="Availability">
        <p>
          We aim for 99.9% uptime and announce planned maintenance in advance. Enterprise plans include an SLA
          guarantee; other plans are provided without one.
        </p>
      </LegalSection>

      <LegalSection id="terms-data" title="Your Data">
        <p>
          You own the data you put into the service and grant us only the rights needed to run it for you. When your
          account ends, you can export your data for 30 days; your data is deleted after 90 days, as described in our{" "}
          <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </LegalSection>

      <LegalSection id="terms-termination" title="Cancellation and Termination">
        <p>
          You can cancel anytime from your account; the service then runs until the end of the period you have paid for.
          We may terminate accounts that break these terms or stay unpaid as described above.
        </p>
      </LegalSection>

      <LegalSection id="terms-liability" title="Liability">
        <p>
          The service is provided &quot;as is&quot;. To the extent the law allows, {companyName} is not liable for
          indirect or consequential losses, and our total liability is limited to the fees you paid us for the service.
        </p>
      </LegalSection>

      <LegalSection id="terms-contact" title="Changes and Contact">
        <p>
          We may update these terms; material changes are announced by e-mail at least 30 days before they take effect.
          Questions about these terms: <a href={`mailto:${companyEmail}`}>{companyEmail}</a>.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
