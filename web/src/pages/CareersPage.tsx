import { CareersContent } from "#web/features/careers/components/CareersContent.tsx";
import { PublicLayout } from "#web/features/landing/components/PublicLayout.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function CareersPage() {
  return (
    <PublicLayout>
      <DocumentTitle
        title="Careers"
        description="Open positions in engineering, design, sales, customer success, support and marketing. Apply by e-mail."
      />
      <CareersContent />
    </PublicLayout>
  );
}
