import { DocumentationContent } from "#web/features/docs/components/DocumentationContent.tsx";
import { PublicLayout } from "#web/features/landing/components/PublicLayout.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function DocumentationPage() {
  return (
    <PublicLayout>
      <DocumentTitle
        title="Documentation"
        description="Install with npm install && npm start, import customers, use API keys and self-host with PostgreSQL."
      />
      <DocumentationContent />
    </PublicLayout>
  );
}
