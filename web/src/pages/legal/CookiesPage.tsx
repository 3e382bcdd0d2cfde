import { CookiePolicy } from "../../features/legal/components/CookiePolicy.tsx";
import { PublicLayout } from "../../features/landing/components/PublicLayout.tsx";
import { DocumentTitle } from "../../ui/DocumentTitle.tsx";

export function CookiesPage() {
  return (
    <PublicLayout>
      <DocumentTitle title="Cookie Policy" description="Which cookies we set, why, and how long each category lasts." />
      <CookiePolicy />
    </PublicLayout>
  );
}
