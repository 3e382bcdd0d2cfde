import { describeSchema } from "../openapi/describeSchema.ts";
import { formatExample, mediaTypeExample } from "../openapi/exampleValue.ts";
import type { HeaderObject, OpenApiDocument, ResponseObject } from "../openapi/openApiDocument.ts";
import { resolveReference } from "../openapi/resolveReference.ts";
import { CopyableCode } from "./CopyableCode.tsx";
import { InlineMarkdown } from "./InlineMarkdown.tsx";
import { SchemaView } from "./SchemaView.tsx";

export type ResponseContentProps = {
  document: OpenApiDocument;
  status: string;
  response: ResponseObject;
};

/** An answer's headers, and per content type its schema and a copyable example. */
export function ResponseContent({ document, status, response }: ResponseContentProps) {
  const headers = Object.entries(response.headers ?? {}).map(
    ([name, header]) => [name, resolveReference<HeaderObject>(document, header)] as const,
  );
  const contents = Object.entries(response.content ?? {});
  return (
    <>
      {headers.length > 0 ? (
        <dl className="api-response-headers">
          {headers.map(([name, header]) => (
            <div key={name}>
              <dt>
                Header <code>{name}</code>{" "}
                <span className="api-schema-type">{describeSchema(document, header.schema ?? {}).type}</span>
              </dt>
              {header.description ? (
                <dd>
                  <InlineMarkdown text={header.description} />
                </dd>
              ) : null}
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
    </>
  );
}
