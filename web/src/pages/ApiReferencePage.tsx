import { ApiReferenceContent } from "../features/docs/components/ApiReferenceContent.tsx";
import { PublicLayout } from "../features/landing/components/PublicLayout.tsx";
import { DocumentTitle } from "../ui/DocumentTitle.tsx";

export function ApiReferencePage() {
  return (
    <PublicLayout>
      <DocumentTitle
        title="API Reference"
        description="REST endpoints for customers, tasks and activities: bearer API-key authentication, 1000 requests per hour."
      />
      <ApiReferenceContent />
    </PublicLayout>
  );
}
