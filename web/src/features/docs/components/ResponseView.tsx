import { describeSchema } from "../openapi/describeSchema.ts";
import { formatExample, mediaTypeExample } from "../openapi/exampleValue.ts";
import { statusLine } from "../openapi/httpStatusText.ts";
import type { HeaderObject, OpenApiDocument, ResponseObject } from "../openapi/openApiDocument.ts";
import { resolveReference } from "../openapi/resolveReference.ts";
import { CopyableCode } from "./CopyableCode.tsx";
import { SchemaView } from "./SchemaView.tsx";

export type ResponseViewProps = {
  document: OpenApiDocument;
  status: string;
  response: ResponseObject;
};

/**
 * One possible answer: its status, headers, and per content type its schema and a copyable example.
 * Successful answers start open; errors start folded, as most operations share them.
 */
export function ResponseView({ document, status, response }: ResponseViewProps) {
  const headers = Object.entries(response.headers ?? {}).map(
    ([name, header]) => [name, resolveReference<HeaderObject>(document, header)] as const,
  );
  const contents = Object.entries(response.content ?? {});
  return (
    <details className="api-response" open={status.startsWith("2")}>
      <summary>
        <strong>{statusLine(status)}</strong>
        {response.description ? ` ${response.description}` : null}
      </summary>
      {headers.length > 0 ? (
        <dl className="api-response-headers">
          {headers.map(([name, header]) => (
            <div key={name}>
              <dt>
                Header <code>{name}</code>{" "}
                <span className="api-schema-type">{describeSchema(document, header.schema ?? {}).type}</span>
              </dt>
              {header.description ? <dd>{header.description}</dd> : null}
            </div>
          ))}
        </dl>
      ) : null}
      {contents.map(([mediaType, media]) => {
        const example = mediaTypeExample(document, media);
        const copyLabel =
          contents.length > 1 ? `Copy example ${status} response (${mediaType})` : `Copy example ${status} response`;
        return (
          <div key={mediaType} className="api-media">
            <p className="api-media-type">
              <code>{mediaType}</code>
            </p>
            {media.schema ? <SchemaView node={describeSchema(document, media.schema)} /> : null}
            {example === undefined ? null : <CopyableCode code={formatExample(example)} copyLabel={copyLabel} />}
          </div>
        );
      })}
    </details>
  );
}
