import { Link } from "react-router-dom";
import { useInitialData } from "#web/ui/site/useInitialData.ts";
import { LegalDocument, LegalSection } from "./LegalDocument.tsx";

const COOKIE_CATEGORIES = [
  {
    category: "Authentication",
    purpose: "Keep you signed in and protect your session.",
    examples: "bramble_session, __Host-bramble_session over https (a week unused, 14 days at most)",
    lifetime: "Up to 30 days",
  },
  {
    category: "Preferences",
    purpose: "Remember choices such as whether the sidebar is open.",
    examples: "sidebar_state (7 days)",
    lifetime: "Up to 12 months",
  },
  {
    category: "Analytics",
    purpose: "Count visits and see which pages are used, only with your consent.",
    examples: "None set today",
    lifetime: "Up to 24 months",
  },
  {
    category: "Marketing",
    purpose: "Measure our campaigns, only with your consent.",
    examples: "None set today",
    lifetime: "Up to 90 days",
  },
];

/** The Cookie Policy: which cookies we set, why, and for how long. */
export function CookiePolicy() {
  const { companyName, companyEmail } = useInitialData().siteSettings;
  return (
    <LegalDocument
      heading="Cookie Policy"
      intro={`This policy explains how ${companyName} uses cookies and similar storage on this website and in the app.`}
    >
      <LegalSection id="cookies-what" title="What Cookies Are">
        <p>
          Cookies are small text files a website stores in your browser. They let the site recognize your browser on
          your next request, for example to keep you signed in.
        </p>
      </LegalSection>

      <LegalSection id="cookies-list" title="Cookies We Use">
        <p>Each cookie belongs to one of these categories, and no cookie lives longer than its category allows:</p>
        <div className="public-table-wrap" tabIndex={0}>
          <table className="public-table">
            <thead>
              <tr>
                <th scope="col">Category</th>
                <th scope="col">Purpose</th>
                <th scope="col">Cookies we set</th>
                <th scope="col">Lifetime</th>
              </tr>
            </thead>
            <tbody>
              {COOKIE_CATEGORIES.map((row) => (
                <tr key={row.category}>
                  <th scope="row">{row.category}</th>
                  <td>{row.purpose}</td>
                  <td>{row.examples}</td>
                  <td>{row.lifetime}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          Your light or dark theme choice is kept in your browser&apos;s local storage under the key <code>theme</code>{" "}
          until you clear it; it is never sent to us.
        </p>
      </LegalSection>

      <LegalSection id="cookies-choices" title="Your Choices">
        <p>
          Authentication cookies are strictly necessary: without them you cannot sign in. You can block or delete any
          cookie in your browser&apos;s settings; the public pages keep working, but you will have to sign in again.
        </p>
      </LegalSection>

      <LegalSection id="cookies-contact" title="More Information">
        <p>
          Read our <Link to="/privacy">Privacy Policy</Link> for how we handle personal data, or write to{" "}
          <a href={`mailto:${companyEmail}`}>{companyEmail}</a> with any question about cookies.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
