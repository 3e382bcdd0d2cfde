import { Link } from "react-router-dom";
import { useInitialData } from "#web/ui/site/useInitialData.ts";
import { LegalDocument, LegalSection } from "./LegalDocument.tsx";

/** The Refund Policy: the trial, monthly and annual plans, how refunds are paid and billing disputes. */
export function RefundPolicy() {
  const { companyName, companyEmail } = useInitialData().siteSettings;
  return (
    <LegalDocument
      heading="Refund Policy"
      intro={`We want you to be happy with ${companyName}. This policy explains when a payment is refunded and how.`}
    >
      <LegalSection id="refund-trial" title="Free Trial">
        <p>
          The 14-day free trial needs no credit card, so there is nothing to refund: if the product is not for you,
          simply let the trial end.
        </p>
      </LegalSection>

      <LegalSection id="refund-monthly" title="Monthly Plans">
        <p>
          Monthly plans can be cancelled anytime. Cancelling stops the next renewal; the month already paid is not
          refunded, and the service stays available until it ends.
        </p>
      </LegalSection>

      <LegalSection id="refund-annual" title="Annual Plans">
        <div className="public-table-wrap" tabIndex={0}>
          <table className="public-table">
            <caption className="public-muted">Refunds of annual plans, counted from the day of payment</caption>
            <thead>
              <tr>
                <th scope="col">You cancel</th>
                <th scope="col">Refund</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>Within 7 days</td>
                <td>Full refund</td>
              </tr>
              <tr>
                <td>On days 8-30</td>
                <td>Prorated refund for the unused months, minus one month</td>
              </tr>
              <tr>
                <td>After 30 days</td>
                <td>No refund; the plan stays active until the end of the paid year</td>
              </tr>
            </tbody>
          </table>
        </div>
      </LegalSection>

      <LegalSection id="refund-how" title="How Refunds Are Paid">
        <p>
          Refunds go back to the card or account you paid with. Once we have approved a refund, it takes 5-10 business
          days to appear, depending on your bank.
        </p>
      </LegalSection>

      <LegalSection id="refund-failed" title="Failed Payments">
        <p>
          If a renewal payment fails, we retry it 3 times over 10 days and e-mail you each time. An account left unpaid
          for 30 days may be terminated, as our <Link to="/terms">Terms of Service</Link> describe.
        </p>
      </LegalSection>

      <LegalSection id="refund-disputes" title="Billing Disputes">
        <p>
          If you think you were charged in error, tell us within 60 days of the charge. We answer every dispute within 5
          business days, and refund any charge made in error in full.
        </p>
      </LegalSection>

      <LegalSection id="refund-request" title="Requesting a Refund">
        <p>
          Write to <a href={`mailto:${companyEmail}`}>{companyEmail}</a> from the e-mail address of your account, or use
          our <Link to="/contact">contact form</Link> with the subject &quot;Refund&quot;.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
