import { useState } from "react";
import { useInitialData } from "#web/ui/site/useInitialData.ts";
import { DemoVideoDialog } from "./DemoVideoDialog.tsx";
import { LineIcon } from "./LineIcon.tsx";
import { SiteLink } from "./SiteLink.tsx";

const ASSURANCES = ["No credit card required", "14-day free trial", "Cancel anytime"];

/** The landing page hero with the server's texts; the demo dialog joins the page on first use. */
export function LandingHero() {
  const { hero, siteSettings } = useInitialData();
  const [demoOpen, setDemoOpen] = useState(false);
  const [demoRequested, setDemoRequested] = useState(false);
  const openDemo = () => {
    setDemoRequested(true);
    setDemoOpen(true);
  };

  return (
    <section className="landing-hero" aria-labelledby="landing-hero-heading">
      <p className="landing-badge">{hero.badge}</p>
      <h1 id="landing-hero-heading" className="landing-heading">
        {hero.heading} <span className="landing-subheading">{hero.subheading}</span>
      </h1>
      <p className="landing-description">{hero.description}</p>
      <div className="landing-actions">
        <SiteLink to="/register" className="site-button site-button-primary site-button-large">
          Get Started Free
        </SiteLink>
        <button type="button" className="site-button site-button-large" onClick={openDemo}>
          <LineIcon name="play" size={18} />
          Watch Demo
        </button>
      </div>
      <ul className="landing-assurances landing-checks">
        {ASSURANCES.map((assurance) => (
          <li key={assurance}>{assurance}</li>
        ))}
      </ul>
      {demoRequested ? (
        <DemoVideoDialog
          open={demoOpen}
          videoUrl={hero.videoUrl}
          companyName={siteSettings.companyName}
          onClose={() => setDemoOpen(false)}
        />
      ) : null}
    </section>
  );
}
