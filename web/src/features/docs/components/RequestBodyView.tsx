import { describeSchema } from "../openapi/describeSchema.ts";
import type { OpenApiDocument, RequestBodyObject } from "../openapi/openApiDocument.ts";
import { InlineMarkdown } from "./InlineMarkdown.tsx";
import { SchemaView } from "./SchemaView.tsx";

export type RequestBodyViewProps = {
  document: OpenApiDocument;
  body: RequestBodyObject;
};

/** What an operation takes as its body, per content type (its example is in the curl command). */
export function RequestBodyView({ document, body }: RequestBodyViewProps) {
  return (
    <>
      {body.description ? (
        <p>
          <InlineMarkdown text={body.description} />
        </p>
      ) : null}
      <p className="api-schema-fact">{body.required ? "Required." : "Optional."}</p>
      {Object.entries(body.content ?? {}).map(([mediaType, media]) => (
        <div key={mediaType} className="api-media">
          <p className="api-media-type">
            <code>{mediaType}</code>
          </p>
          {media.schema ? <SchemaView node={describeSchema(document, media.schema)} /> : null}
        </div>
      ))}
    </>
  );
}
