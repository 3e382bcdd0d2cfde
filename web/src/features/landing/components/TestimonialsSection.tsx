const TESTIMONIALS = [
  {
    quote:
      "We replaced three spreadsheets and a shared inbox with Bramble CRM. Our reps now see every support ticket before a renewal call, and our win rate went up 18% in one quarter.",
    name: "Maria Lopez",
    role: "VP of Sales, Northwind Traders",
  },
  {
    quote:
      "Support finally has context. When a customer writes in, we see their deals, past calls and open tasks on one screen, so we answer in minutes instead of hours.",
    name: "David Chen",
    role: "Head of Customer Support, Fernwood Health",
  },
  {
    quote:
      "Setup took an afternoon. We imported 6,000 contacts, mapped our pipeline stages and had the whole team working in it the next morning.",
    name: "Aisha Patel",
    role: "Operations Manager, Atlas Logistics",
  },
];

function initialsOf(name: string): string {
  return name
    .split(" ")
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2);
}

/** The `#testimonials` section. */
export function TestimonialsSection() {
  return (
    <section id="testimonials" className="landing-section" aria-labelledby="testimonials-heading">
      <div className="landing-section-intro">
        <h2 id="testimonials-heading">Loved by Sales and Support Teams</h2>
        <p>Teams in more than 120 countries run their customer relationships on Bramble CRM.</p>
      </div>
      <ul className="landing-grid landing-testimonials">
        {TESTIMONIALS.map(({ quote, name, role }) => (
          <li key={name} className="landing-card">
            <figure>
              <blockquote>
                <p>“{quote}”</p>
              </blockquote>
              <figcaption>
                <span className="landing-avatar" aria-hidden="true">
                  {initialsOf(name)}
                </span>
                <span>
                  <strong>{name}</strong>
                  <span className="landing-testimonial-role">{role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
