export const INTEGRATIONS = [
  { name: "Gmail", text: "Log emails to the right contact automatically.", color: "#c5221f" },
  { name: "Trello", text: "Turn won deals into onboarding boards.", color: "#0055cc" },
  { name: "Slack", text: "Get deal and ticket alerts in your channels.", color: "#611f69" },
  { name: "Zoom", text: "Schedule and log customer calls in one click.", color: "#0b5cff" },
  { name: "Google Calendar", text: "Sync meetings and task due dates both ways.", color: "#1967d2" },
  { name: "Mailchimp", text: "Send segmented campaigns to your contacts.", color: "#7a5c00" },
  { name: "Zapier", text: "Connect to thousands of other apps, no code.", color: "#c13a00" },
  { name: "Stripe", text: "See payments and subscriptions on each customer.", color: "#533afd" },
];

export function IntegrationsGrid() {
  return (
    <section className="landing-section" aria-labelledby="integrations-heading">
      <div className="landing-section-intro">
        <h2 id="integrations-heading">Works With the Tools You Already Use</h2>
        <p>Connect Bramble CRM to your email, calendar, chat and billing in minutes.</p>
      </div>
      <ul className="landing-grid landing-integrations">
        {INTEGRATIONS.map(({ name, text, color }) => (
          <li key={name} className="landing-card landing-integration">
            <span className="landing-integration-mark" style={{ background: color }} aria-hidden="true">
              {name.charAt(0)}
            </span>
            <div>
              <h3>{name}</h3>
              <p>{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
