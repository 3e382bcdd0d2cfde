const STEPS = [
  {
    title: "Sign Up and Import",
    text: "Create your account in a minute and import your customers from a CSV file of a spreadsheet or your old CRM.",
  },
  {
    title: "Customize Your Workflow",
    text: "Invite your team, give each person the owner or member role, and connect your tools through the API and webhooks.",
  },
  {
    title: "Start Selling",
    text: "Log calls, plan follow-ups and move deals forward while every teammate sees the same customer record.",
  },
  {
    title: "Analyze and Optimize",
    text: "Use dashboards and reports to see what closes deals, then double down on what works.",
  },
];

export function HowItWorks() {
  return (
    <section className="landing-section" aria-labelledby="how-it-works-heading">
      <div className="landing-section-intro">
        <h2 id="how-it-works-heading">How It Works</h2>
        <p>From sign-up to your first closed deal in four steps.</p>
      </div>
      <ol className="landing-grid landing-steps">
        {STEPS.map(({ title, text }, index) => (
          <li key={title} className="landing-step">
            <span className="landing-step-number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
