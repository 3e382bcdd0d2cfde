import { AboutContent } from "../features/about/components/AboutContent.tsx";
import { PublicLayout } from "../features/landing/components/PublicLayout.tsx";
import { DocumentTitle } from "../ui/DocumentTitle.tsx";

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
