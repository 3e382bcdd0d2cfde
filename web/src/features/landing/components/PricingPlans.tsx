import { useState } from "react";
import { useInitialData } from "#web/ui/site/useInitialData.ts";
import { ANNUAL_DISCOUNT_PERCENT, annualPricing, formatPrice } from "../utils/annualPricing.ts";
import { SiteLink } from "./SiteLink.tsx";

type PlanPriceProps = { monthlyPrice: number; annual: boolean };

function PlanPrice({ monthlyPrice, annual }: PlanPriceProps) {
  if (!annual) {
    return (
      <div className="landing-plan-price">
        <p>
          <strong>{formatPrice(monthlyPrice)}</strong> /month
        </p>
        <p className="landing-plan-billing">Billed monthly</p>
      </div>
    );
  }
  const { perMonth, perYear, saving } = annualPricing(monthlyPrice);
  return (
    <div className="landing-plan-price">
      <p>
        <strong>{formatPrice(perMonth)}</strong> /month
      </p>
      <p className="landing-plan-billing">
        {`Billed ${formatPrice(perYear)} per year, you save ${formatPrice(saving)}`}
      </p>
    </div>
  );
}

/** The `#pricing` section: the admin's plans with a monthly/annual switch; the annual price is computed. */
export function PricingPlans() {
  const { pricingPlans } = useInitialData();
  const [annual, setAnnual] = useState(false);
  return (
    <section id="pricing" className="landing-section landing-section-alt" aria-labelledby="pricing-heading">
      <div className="landing-section-intro">
        <h2 id="pricing-heading">Simple, Transparent Pricing</h2>
        <p>All plans include a 14-day free trial. No credit card required.</p>
      </div>
      <div className="landing-billing-switch">
        <span aria-hidden="true">Monthly</span>
        <button
          type="button"
          role="switch"
          aria-checked={annual}
          aria-label="Annual billing"
          className="landing-switch"
          onClick={() => setAnnual((isAnnual) => !isAnnual)}
        />
        <span aria-hidden="true">Annual</span>
        <span className="landing-saving">Save {ANNUAL_DISCOUNT_PERCENT}%</span>
      </div>
      <ul className="landing-grid landing-plans">
        {pricingPlans.map((plan, index) => (
          <li key={index} className={plan.popular ? "landing-plan landing-plan-popular" : "landing-plan"}>
            {plan.popular ? <p className="landing-plan-tag">Most Popular</p> : null}
            <h3>{plan.name}</h3>
            <p className="landing-plan-summary">{plan.description}</p>
            <PlanPrice monthlyPrice={plan.monthlyPriceCents / 100} annual={annual} />
            <ul className="landing-plan-features landing-checks">
              {plan.features.map((feature, featureIndex) => (
                <li key={featureIndex}>{feature}</li>
              ))}
            </ul>
            <SiteLink
              to="/register"
              className={`site-button site-button-large site-button-block${plan.popular ? " site-button-primary" : ""}`}
              aria-label={`Start free trial of the ${plan.name} plan`}
            >
              Start Free Trial
            </SiteLink>
          </li>
        ))}
      </ul>
      <p className="landing-pricing-note">
        Change plans at any time: upgrades and downgrades are prorated, so you only pay for what you use.
      </p>
    </section>
  );
}
