import { ContactContent } from "#web/features/contact/components/ContactContent.tsx";
import { PublicLayout } from "#web/features/landing/components/PublicLayout.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function ContactPage() {
  return (
    <PublicLayout>
      <DocumentTitle
        title="Contact Us"
        description="Send us a message, call or e-mail our team. Office hours Mon-Fri 9-6 and Sat 10-4 GMT."
      />
      <ContactContent />
    </PublicLayout>
  );
}
