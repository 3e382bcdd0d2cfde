const STATISTICS = [
  { value: "50,000+", label: "Active Users" },
  { value: "2.5M+", label: "Deals Closed" },
  { value: "98%", label: "Satisfaction Rate" },
  { value: "120+", label: "Countries" },
];

export function StatsBand() {
  return (
    <section className="landing-stats" aria-label="Bramble CRM in numbers">
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
