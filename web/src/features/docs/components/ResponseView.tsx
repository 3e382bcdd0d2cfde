import { useState } from "react";
import { statusLine } from "../openapi/httpStatusText.ts";
import type { OpenApiDocument, ResponseObject } from "../openapi/openApiDocument.ts";
import { InlineMarkdown } from "./InlineMarkdown.tsx";
import { ResponseContent } from "./ResponseContent.tsx";

export type ResponseViewProps = {
  document: OpenApiDocument;
  status: string;
  response: ResponseObject;
};

/**
 * One possible answer, under its status line. Successful answers start open; errors start folded and
 * are drawn only once opened: most operations share them, and drawing them all makes the page slow.
 */
export function ResponseView({ document, status, response }: ResponseViewProps) {
  const [open, setOpen] = useState(status.startsWith("2"));
  return (
    <details className="api-response" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <strong>{statusLine(status)}</strong>
        {response.description ? (
          <>
            {" "}
            <InlineMarkdown text={response.description} />
          </>
        ) : null}
      </summary>
      {open ? <ResponseContent document={document} status={status} response={response} /> : null}
    </details>
  );
}
