import { LandingSections } from "#web/features/landing/components/LandingSections.tsx";
import { PublicLayout } from "#web/features/landing/components/PublicLayout.tsx";
import { useScrollToHash } from "#web/ui/site/useScrollToHash.ts";
import { LANDING_DESCRIPTION, LANDING_TITLE } from "#web/features/landing/landingMeta.ts";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

/**
 * `/` when the app's router shows it (a link back from another page). A full load of `/` is
 * rendered by the server instead and hydrated by its own small entry (web/src/ssr/).
 */
export function LandingPage() {
  useScrollToHash();
  return (
    <PublicLayout>
      <DocumentTitle title={LANDING_TITLE} description={LANDING_DESCRIPTION} withSiteName={false} />
      <LandingSections />
    </PublicLayout>
  );
}
