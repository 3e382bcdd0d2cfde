import { useInitialData } from "#web/ui/site/useInitialData.ts";

function initialsOf(name: string): string {
  return name
    .split(" ")
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2);
}

/** "★★★★☆", read out as "Rated 4 out of 5". */
function Rating({ stars }: { stars: number }) {
  return (
    <span className="landing-rating" role="img" aria-label={`Rated ${stars} out of 5`}>
      {"★".repeat(stars)}
      <span className="landing-rating-empty">{"☆".repeat(5 - stars)}</span>
    </span>
  );
}

/** The `#testimonials` section: the admin's quotes, in their order. */
export function TestimonialsSection() {
  const { testimonials, siteSettings } = useInitialData();
  return (
    <section id="testimonials" className="landing-section" aria-labelledby="testimonials-heading">
      <div className="landing-section-intro">
        <h2 id="testimonials-heading">Loved by Sales and Support Teams</h2>
        <p>Teams in more than 120 countries run their customer relationships on {siteSettings.companyName}.</p>
      </div>
      <ul className="landing-grid landing-testimonials">
        {testimonials.map(({ quote, name, role, company, rating }, index) => (
          <li key={index} className="landing-card">
            <figure>
              <Rating stars={rating} />
              <blockquote>
                <p>“{quote}”</p>
              </blockquote>
              <figcaption>
                <span className="landing-avatar" aria-hidden="true">
                  {initialsOf(name)}
                </span>
                <span>
                  <strong>{name}</strong>
                  <span className="landing-testimonial-role">{[role, company].filter(Boolean).join(", ")}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
