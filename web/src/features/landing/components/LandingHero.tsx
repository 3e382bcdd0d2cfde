import { useQuery } from "@apollo/client/react";
import { LandingHeroDocument } from "../../../graphql/generated/landing/graphql.ts";
import { ButtonLink } from "../../../ui/ButtonLink.tsx";
import { heroWithFallbacks } from "../utils/heroWithFallbacks.ts";

/** The landing page hero, with the server's texts (or the spec's fallbacks once the server gave none). */
export function LandingHero() {
  const { data, loading } = useQuery(LandingHeroDocument);

  if (loading) {
    return <section className="landing-hero" aria-busy="true" />;
  }
  const { badge, heading, subheading, description } = heroWithFallbacks(data?.hero);
  return (
    <section className="landing-hero">
      <p className="landing-badge">{badge}</p>
      <h1 className="landing-heading">
        <span>{heading}</span> <span className="landing-subheading">{subheading}</span>
      </h1>
      {description ? <p className="landing-description">{description}</p> : null}
      <div className="landing-actions">
        <ButtonLink to="/register" type="primary" size="large">
          Get Started Free
        </ButtonLink>
      </div>
    </section>
  );
}
