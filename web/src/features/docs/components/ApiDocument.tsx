import { useMemo } from "react";
import { useScrollToHash } from "#web/ui/site/useScrollToHash.ts";
import { groupOperations } from "../openapi/groupOperations.ts";
import type { OpenApiDocument } from "../openapi/openApiDocument.ts";
import { ApiOverview, overviewSections } from "./ApiOverview.tsx";
import { DocumentText } from "./DocumentText.tsx";
import { OperationNav } from "./OperationNav.tsx";
import { OperationSection } from "./OperationSection.tsx";

export type ApiDocumentProps = {
  document: OpenApiDocument;
};

/**
 * The OpenAPI document as a page: a side list of everything, the overview, then each tag's operations.
 * Tags and operations are found by their headings; as landmarks, fifty of them would drown the page's own.
 */
export function ApiDocument({ document }: ApiDocumentProps) {
  const groups = useMemo(() => groupOperations(document), [document]);
  // The operations appear only once the document has arrived: a deep link (#createCustomer) is followed now.
  useScrollToHash();
  return (
    <div className="api-reference-layout">
      <OperationNav sections={overviewSections(document)} groups={groups} />
      <div className="api-reference-body">
        <ApiOverview document={document} />
        {groups.map((group) => (
          <section key={group.id} id={group.id} className="public-section">
            <h2>{group.tag}</h2>
            {group.description ? <DocumentText text={group.description} /> : null}
            {group.operations.map((api) => (
              <OperationSection key={api.id} document={document} api={api} />
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
