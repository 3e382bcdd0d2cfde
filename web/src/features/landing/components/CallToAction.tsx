import { ButtonLink } from "../../../ui/ButtonLink.tsx";

export function CallToAction() {
  return (
    <section className="landing-cta" aria-labelledby="cta-heading">
      <h2 id="cta-heading">Ready to Grow Your Customer Relationships?</h2>
      <p>Join 50,000+ sales and support professionals. Your 14-day free trial starts today, no credit card required.</p>
      <div className="landing-actions">
        <ButtonLink to="/register" size="large" className="landing-cta-primary">
          Start Your Free Trial
        </ButtonLink>
        <ButtonLink to="/contact" size="large" className="landing-cta-secondary">
          Talk to Sales
        </ButtonLink>
      </div>
    </section>
  );
}
