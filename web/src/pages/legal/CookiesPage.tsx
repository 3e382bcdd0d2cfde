import { CookiePolicy } from "#web/features/legal/components/CookiePolicy.tsx";
import { PublicLayout } from "#web/features/landing/components/PublicLayout.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function CookiesPage() {
  return (
    <PublicLayout>
      <DocumentTitle title="Cookie Policy" description="Which cookies we set, why, and how long each category lasts." />
      <CookiePolicy />
    </PublicLayout>
  );
}
