import { ApiReferenceContent } from "#web/features/docs/components/ApiReferenceContent.tsx";
import { PublicLayout } from "#web/features/landing/components/PublicLayout.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function ApiReferencePage() {
  return (
    <PublicLayout>
      <DocumentTitle
        title="API Reference"
        description="Every REST endpoint of Bramble CRM, generated from its OpenAPI document: parameters, schemas, curl examples and example responses."
      />
      <ApiReferenceContent />
    </PublicLayout>
  );
}
