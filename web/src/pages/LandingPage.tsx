import { LandingHeader } from "../features/landing/components/LandingHeader.tsx";
import { LandingHero } from "../features/landing/components/LandingHero.tsx";

export function LandingPage() {
  return (
    <div className="landing-page">
      <title>Bramble CRM - Manage Customer Relationships</title>
      <LandingHeader />
      <main>
        <LandingHero />
      </main>
    </div>
  );
}
