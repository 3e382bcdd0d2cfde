import { ApiReferenceContent } from "../features/docs/components/ApiReferenceContent.tsx";
import { PublicLayout } from "../features/landing/components/PublicLayout.tsx";
import { DocumentTitle } from "../ui/DocumentTitle.tsx";

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
