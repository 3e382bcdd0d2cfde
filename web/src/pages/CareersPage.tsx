import { CareersContent } from "../features/careers/components/CareersContent.tsx";
import { PublicLayout } from "../features/landing/components/PublicLayout.tsx";
import { DocumentTitle } from "../ui/DocumentTitle.tsx";

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
