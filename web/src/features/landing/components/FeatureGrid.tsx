import { LineIcon, type LineIconName } from "./LineIcon.tsx";

const FEATURES: ReadonlyArray<{ icon: LineIconName; title: string; text: string }> = [
  {
    icon: "contacts",
    title: "Contact Management",
    text: "Every contact, company and conversation in one searchable profile that the whole team can see.",
  },
  {
    icon: "pipeline",
    title: "Deal Pipeline",
    text: "Move deals through the stages you define, spot stalled opportunities and forecast revenue with confidence.",
  },
  {
    icon: "tasks",
    title: "Tasks and Reminders",
    text: "Assign follow-ups with due dates and priorities, so a promising lead never goes cold.",
  },
  {
    icon: "timeline",
    title: "Activity Timeline",
    text: "Calls, emails, meetings and notes logged against the right customer, in the order they happened.",
  },
  {
    icon: "support",
    title: "Support Conversations",
    text: "Support sees every open deal and sales sees every open ticket before the next customer call.",
  },
  {
    icon: "reports",
    title: "Reports and Dashboards",
    text: "Live dashboards for revenue, win rates and pipeline growth, exportable as CSV in one click.",
  },
];

/** The `#features` section. */
export function FeatureGrid() {
  return (
    <section id="features" className="landing-section landing-section-alt" aria-labelledby="features-heading">
      <div className="landing-section-intro">
        <h2 id="features-heading">Everything Your Team Needs to Win and Keep Customers</h2>
        <p>One workspace for the whole customer lifecycle, from the first call to the renewal.</p>
      </div>
      <ul className="landing-grid landing-feature-grid">
        {FEATURES.map(({ icon, title, text }) => (
          <li key={title} className="landing-card">
            <span className="landing-card-icon">
              <LineIcon name={icon} />
            </span>
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
