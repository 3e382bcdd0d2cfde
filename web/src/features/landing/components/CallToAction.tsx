import { SiteLink } from "./SiteLink.tsx";

export function CallToAction() {
  return (
    <section className="landing-cta" aria-labelledby="cta-heading">
      <h2 id="cta-heading">Ready to Grow Your Customer Relationships?</h2>
      <p>Join 50,000+ sales and support professionals. Your 14-day free trial starts today, no credit card required.</p>
      <div className="landing-actions">
        <SiteLink to="/register" className="site-button site-button-large landing-cta-primary">
          Start Your Free Trial
        </SiteLink>
        <SiteLink to="/contact" className="site-button site-button-large landing-cta-secondary">
          Talk to Sales
        </SiteLink>
      </div>
    </section>
  );
}
