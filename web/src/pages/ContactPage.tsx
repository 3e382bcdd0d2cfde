import { ContactContent } from "#web/features/contact/components/ContactContent.tsx";
import { PublicLayout } from "#web/features/landing/components/PublicLayout.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";
import { useInitialData } from "#web/ui/site/useInitialData.ts";

/** The page's description names the office hours of the site settings, as the page does. */
function contactDescription(officeHours: string): string {
  const periods = officeHours
    .split("\n")
    .map((line) => line.trim().replace(/:\s*/, " "))
    .filter(Boolean);
  const intro = "Send us a message, call or e-mail our team.";
  return periods.length > 0 ? `${intro} Office hours: ${periods.join(", ")}.` : intro;
}

export function ContactPage() {
  const { officeHours } = useInitialData().siteSettings;
  return (
    <PublicLayout>
      <DocumentTitle title="Contact Us" description={contactDescription(officeHours)} />
      <ContactContent />
    </PublicLayout>
  );
}
