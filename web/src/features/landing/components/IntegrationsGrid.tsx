import { INTEGRATION_NAMES, integrationArticlePath, type IntegrationName } from "#web/ui/site/integrations.ts";
import { SiteLink } from "./SiteLink.tsx";

/** What each integration does today, in a line, and its brand colour (the letter mark's background). */
export const INTEGRATIONS: Record<IntegrationName, { text: string; color: string }> = {
  Gmail: { text: "Log e-mails as activities, by hand or through the API.", color: "#c5221f" },
  Trello: { text: "Make a card when a deal is won, from a webhook.", color: "#0055cc" },
  Slack: { text: "Post deal and task changes to a channel through a webhook relay.", color: "#611f69" },
  Zoom: { text: "Log calls and meetings as activities, by hand or through the API.", color: "#0b5cff" },
  "Google Calendar": { text: "Put task due dates on a calendar from a webhook.", color: "#1967d2" },
  Mailchimp: { text: "Export customers as CSV into an audience.", color: "#7a5c00" },
  Zapier: { text: "Connect through your API key and webhooks, with Webhooks by Zapier.", color: "#c13a00" },
  Stripe: { text: "Record payments on customers through the API.", color: "#533afd" },
};

/**
 * The integrations as they are today: none is a built-in connection, so each card says in a line what
 * works and links to its help article, which explains how through the REST API, webhooks or CSV files.
 */
export function IntegrationsGrid() {
  return (
    <section className="landing-section" aria-labelledby="integrations-heading">
      <div className="landing-section-intro">
        <h2 id="integrations-heading">Works With the Tools You Already Use</h2>
        <p>
          Connect your email, calendar, chat and billing tools through the REST API, webhooks and CSV files: each card
          links to a guide that shows how.
        </p>
      </div>
      <ul className="landing-grid landing-integrations">
        {INTEGRATION_NAMES.map((name) => (
          <li key={name} className="landing-card landing-integration">
            <span
              className="landing-integration-mark"
              style={{ background: INTEGRATIONS[name].color }}
              aria-hidden="true"
            >
              {name.charAt(0)}
            </span>
            <div>
              <h3>{name}</h3>
              <p>{INTEGRATIONS[name].text}</p>
              <SiteLink to={integrationArticlePath(name)} className="landing-integration-link">
                {`How to connect ${name}`}
              </SiteLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
