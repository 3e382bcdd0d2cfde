import { useInitialData } from "#web/ui/site/useInitialData.ts";

const BENEFITS = [
  { title: "14-day free trial", text: "Try every feature of any plan for 14 days." },
  { title: "No credit card required", text: "Start your trial with just an email address." },
  { title: "24/7 email and chat support", text: "Real people answer around the clock, every day of the year." },
  { title: "Data encryption", text: "Your data travels encrypted, and passwords are kept only as salted hashes." },
  { title: "99.9% uptime", text: "A service you can count on when a customer is on the line." },
  { title: "Annual billing saves 20%", text: "Pay yearly and get more than two months free." },
];

export function BenefitsList() {
  const { companyName } = useInitialData().siteSettings;
  return (
    <section className="landing-section landing-section-alt" aria-labelledby="benefits-heading">
      <div className="landing-section-intro">
        <h2 id="benefits-heading">Why Teams Choose {companyName}</h2>
        <p>Everything you need to get started today, with none of the lock-in.</p>
      </div>
      <ul className="landing-grid landing-benefits landing-checks">
        {BENEFITS.map(({ title, text }) => (
          <li key={title}>
            <div>
              <h3>{title}</h3>
              <p>{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
