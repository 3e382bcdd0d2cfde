import { curlExample } from "../openapi/curlExample.ts";
import type { ApiOperation } from "../openapi/groupOperations.ts";
import type { OpenApiDocument, RequestBodyObject, ResponseObject } from "../openapi/openApiDocument.ts";
import { operationSecurity, securitySchemeLabel } from "../openapi/operationSecurity.ts";
import { resolveReference } from "../openapi/resolveReference.ts";
import { CopyableCode } from "./CopyableCode.tsx";
import { DocumentText } from "./DocumentText.tsx";
import { InlineMarkdown } from "./InlineMarkdown.tsx";
import { MethodBadge } from "./MethodBadge.tsx";
import { ParameterTable } from "./ParameterTable.tsx";
import { RequestBodyView } from "./RequestBodyView.tsx";
import { ResponseView } from "./ResponseView.tsx";

export type OperationSectionProps = {
  document: OpenApiDocument;
  api: ApiOperation;
};

/** One operation: what it does, what it takes, a curl command, and every answer it may give. */
export function OperationSection({ document, api }: OperationSectionProps) {
  const { id, method, path, operation, parameters } = api;
  const credentials = operationSecurity(document, operation).map(({ scheme }) => securitySchemeLabel(scheme));
  const body = operation.requestBody && resolveReference<RequestBodyObject>(document, operation.requestBody);
  return (
    <section id={id} className="api-operation">
      <h3 className="api-operation-title">
        <MethodBadge method={method} /> <code>{path}</code>
      </h3>
      {operation.summary ? (
        <p className="api-operation-summary">
          <InlineMarkdown text={operation.summary} />
        </p>
      ) : null}
      {operation.deprecated ? <p className="api-schema-fact">Deprecated.</p> : null}
      {operation.description ? <DocumentText text={operation.description} /> : null}
      <p>
        <strong>Authentication:</strong> {credentials.length > 0 ? credentials.join(" or ") : "none"}
      </p>
      {parameters.length > 0 ? (
        <>
          <h4>Parameters</h4>
          <ParameterTable document={document} parameters={parameters} />
        </>
      ) : null}
      {body ? (
        <>
          <h4>Request body</h4>
          <RequestBodyView document={document} body={body} />
        </>
      ) : null}
      <h4>Example request</h4>
      <CopyableCode code={curlExample(document, api, window.location.origin)} copyLabel="Copy curl command" />
      <h4>Responses</h4>
      {Object.entries(operation.responses ?? {}).map(([status, response]) => (
        <ResponseView
          key={status}
          document={document}
          status={status}
          response={resolveReference<ResponseObject>(document, response)}
        />
      ))}
    </section>
  );
}
