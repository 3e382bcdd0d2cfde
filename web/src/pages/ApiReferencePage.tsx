import { ApiReferenceContent } from "#web/features/docs/components/ApiReferenceContent.tsx";
import { PublicLayout } from "#web/features/landing/components/PublicLayout.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";
import { useInitialData } from "#web/ui/site/useInitialData.ts";

export function ApiReferencePage() {
  const { companyName } = useInitialData().siteSettings;
  return (
    <PublicLayout>
      <DocumentTitle
        title="API Reference"
        description={`Every REST endpoint of ${companyName}, generated from its OpenAPI document: parameters, schemas, curl examples and example responses.`}
      />
      <ApiReferenceContent />
    </PublicLayout>
  );
}
