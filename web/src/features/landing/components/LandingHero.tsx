import { Button } from "antd";
import { Suspense, lazy, useState } from "react";
import { ButtonLink } from "../../../ui/ButtonLink.tsx";
import { useInitialData } from "../hooks/useInitialData.ts";
import { LineIcon } from "./LineIcon.tsx";

const loadDemoVideoDialog = () => import("./DemoVideoDialog.tsx");
const DemoVideoDialog = lazy(async () => ({ default: (await loadDemoVideoDialog()).DemoVideoDialog }));

const ASSURANCES = ["No credit card required", "14-day free trial", "Cancel anytime"];

/** The landing page hero with the server's texts; the demo dialog's code loads on first use. */
export function LandingHero() {
  const { hero } = useInitialData();
  const [demoOpen, setDemoOpen] = useState(false);
  const [demoRequested, setDemoRequested] = useState(false);
  const openDemo = () => {
    setDemoRequested(true);
    setDemoOpen(true);
  };
  const preloadDemo = () => void loadDemoVideoDialog();

  return (
    <section className="landing-hero" aria-labelledby="landing-hero-heading">
      <p className="landing-badge">{hero.badge}</p>
      <h1 id="landing-hero-heading" className="landing-heading">
        {hero.heading} <span className="landing-subheading">{hero.subheading}</span>
      </h1>
      <p className="landing-description">{hero.description}</p>
      <div className="landing-actions">
        <ButtonLink to="/register" type="primary" size="large">
          Get Started Free
        </ButtonLink>
        <Button
          size="large"
          icon={<LineIcon name="play" size={18} />}
          onClick={openDemo}
          onMouseEnter={preloadDemo}
          onFocus={preloadDemo}
        >
          Watch Demo
        </Button>
      </div>
      <ul className="landing-assurances landing-checks">
        {ASSURANCES.map((assurance) => (
          <li key={assurance}>{assurance}</li>
        ))}
      </ul>
      {demoRequested ? (
        <Suspense fallback={null}>
          <DemoVideoDialog open={demoOpen} videoUrl={hero.videoUrl} onClose={() => setDemoOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
