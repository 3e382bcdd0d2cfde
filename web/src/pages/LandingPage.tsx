import { BenefitsList } from "../features/landing/components/BenefitsList.tsx";
import { CallToAction } from "../features/landing/components/CallToAction.tsx";
import { FaqSection } from "../features/landing/components/FaqSection.tsx";
import { FeatureGrid } from "../features/landing/components/FeatureGrid.tsx";
import { HowItWorks } from "../features/landing/components/HowItWorks.tsx";
import { IntegrationsGrid } from "../features/landing/components/IntegrationsGrid.tsx";
import { LandingHero } from "../features/landing/components/LandingHero.tsx";
import { PipelineShowcase } from "../features/landing/components/PipelineShowcase.tsx";
import { PricingPlans } from "../features/landing/components/PricingPlans.tsx";
import { PublicLayout } from "../features/landing/components/PublicLayout.tsx";
import { StatsBand } from "../features/landing/components/StatsBand.tsx";
import { TestimonialsSection } from "../features/landing/components/TestimonialsSection.tsx";
import { useRenderedAfterFirstPaint } from "../features/landing/hooks/useRenderedAfterFirstPaint.ts";
import { useScrollToHash } from "../features/landing/hooks/useScrollToHash.ts";
import "../features/landing/components/landing.css";
import { DocumentTitle } from "../ui/DocumentTitle.tsx";

export const LANDING_TITLE = "Bramble CRM — The CRM for Sales and Support Teams";
export const LANDING_DESCRIPTION =
  "Bramble CRM brings contacts, deals, tasks and support conversations into one place. Start your 14-day free trial, no credit card required.";

/** `/`, in the spec's section order: hero, two blocks, features, two blocks, integrations, pricing, testimonials, FAQ, call to action. */
export function LandingPage() {
  // Above the fold first; the rest right after the first paint, so neither waits on the other.
  const restRendered = useRenderedAfterFirstPaint();
  useScrollToHash(restRendered);
  return (
    <PublicLayout>
      <DocumentTitle title={LANDING_TITLE} description={LANDING_DESCRIPTION} withSiteName={false} />
      <LandingHero />
      <StatsBand />
      {restRendered ? (
        <>
          <PipelineShowcase />
          <FeatureGrid />
          <HowItWorks />
          <BenefitsList />
          <IntegrationsGrid />
          <PricingPlans />
          <TestimonialsSection />
          <FaqSection />
          <CallToAction />
        </>
      ) : (
        <div className="landing-rest-placeholder" />
      )}
    </PublicLayout>
  );
}
