import { AboutContent } from "#web/features/about/components/AboutContent.tsx";
import { PublicLayout } from "#web/features/landing/components/PublicLayout.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function AboutPage() {
  return (
    <PublicLayout>
      <DocumentTitle
        title="About Us"
        description="Our mission, vision and values: why we build a CRM that sales and support teams enjoy using."
      />
      <AboutContent />
    </PublicLayout>
  );
}
