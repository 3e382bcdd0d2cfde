import { Alert, Button } from "antd";
import { LoadingScreen } from "#web/ui/LoadingScreen.tsx";
import { PublicPageHeader } from "#web/ui/PublicPageHeader.tsx";
import { OPEN_API_URL, useOpenApiDocument } from "../hooks/useOpenApiDocument.ts";
import "../docs.css";
import { ApiDocument } from "./ApiDocument.tsx";

/** The API Reference page: the server's OpenAPI document, fetched when the page opens, rendered. */
export function ApiReferenceContent() {
  const state = useOpenApiDocument();
  return (
    <article className="public-page api-reference">
      <PublicPageHeader
        heading="API Reference"
        intro={
          <>
            Read and write customers, tasks and activities from your own code over a JSON REST API. This page is
            generated from the API&apos;s OpenAPI document, <a href={OPEN_API_URL}>{OPEN_API_URL}</a>, which your own
            tools can read too.
          </>
        }
      />
      {state.status === "loading" ? <LoadingScreen /> : null}
      {state.status === "failed" ? (
        <Alert
          className="api-reference-error"
          type="error"
          showIcon
          title="The API reference could not be loaded."
          description="Check your connection and try again."
          action={<Button onClick={state.retry}>Retry</Button>}
        />
      ) : null}
      {state.status === "ready" ? <ApiDocument document={state.document} /> : null}
    </article>
  );
}
