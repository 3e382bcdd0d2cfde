import { LandingSections } from "#web/features/landing/components/LandingSections.tsx";
import { PublicLayout } from "#web/features/landing/components/PublicLayout.tsx";
import { useScrollToHash } from "#web/ui/site/useScrollToHash.ts";
import { landingDescription, landingTitle } from "#web/features/landing/landingMeta.ts";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";
import { useInitialData } from "#web/ui/site/useInitialData.ts";

/**
 * `/` when the app's router shows it (a link back from another page). A full load of `/` is
 * rendered by the server instead and hydrated by its own small entry (web/src/ssr/).
 */
export function LandingPage() {
  useScrollToHash();
  const { companyName } = useInitialData().siteSettings;
  return (
    <PublicLayout>
      <DocumentTitle
        title={landingTitle(companyName)}
        description={landingDescription(companyName)}
        withSiteName={false}
      />
      <LandingSections />
    </PublicLayout>
  );
}
