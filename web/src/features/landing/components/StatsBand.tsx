import { useInitialData } from "#web/ui/site/useInitialData.ts";

const STATISTICS = [
  { value: "50,000+", label: "Active Users" },
  { value: "2.5M+", label: "Deals Closed" },
  { value: "98%", label: "Satisfaction Rate" },
  { value: "120+", label: "Countries" },
];

export function StatsBand() {
  const { companyName } = useInitialData().siteSettings;
  return (
    <section className="landing-stats" aria-label={`${companyName} in numbers`}>
      <dl>
        {STATISTICS.map(({ value, label }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
