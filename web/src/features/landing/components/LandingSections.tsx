import { Suspense } from "react";
import { BenefitsList } from "./BenefitsList.tsx";
import { CallToAction } from "./CallToAction.tsx";
import { FaqSection } from "./FaqSection.tsx";
import { FeatureGrid } from "./FeatureGrid.tsx";
import { HowItWorks } from "./HowItWorks.tsx";
import { IntegrationsGrid } from "./IntegrationsGrid.tsx";
import { LandingHero } from "./LandingHero.tsx";
import { PipelineShowcase } from "./PipelineShowcase.tsx";
import { PricingPlans } from "./PricingPlans.tsx";
import { StatsBand } from "./StatsBand.tsx";
import { TestimonialsSection } from "./TestimonialsSection.tsx";
import "./landing.css";

const SECTIONS = [
  LandingHero,
  StatsBand,
  PipelineShowcase,
  FeatureGrid,
  HowItWorks,
  BenefitsList,
  IntegrationsGrid,
  PricingPlans,
  TestimonialsSection,
  FaqSection,
  CallToAction,
];

/**
 * The landing page's content in the spec's section order: hero, two blocks, features, two blocks,
 * integrations, pricing, testimonials, FAQ, call to action. Plain HTML and CSS, no antd and no
 * router, so the server can render it and `/` hydrates it with React alone.
 *
 * Each section is a Suspense boundary (nothing in them suspends): hydrating the server's markup,
 * React takes the boundaries one after another in short tasks it can interrupt, instead of one long
 * task that would block a tap (Lighthouse's Total Blocking Time, see docs/landing-performance.md).
 */
export function LandingSections() {
  return SECTIONS.map((Section, index) => (
    <Suspense key={index}>
      <Section />
    </Suspense>
  ));
}
