import { Link } from "react-router-dom";
import { serverUrl } from "../openapi/curlExample.ts";
import type { OpenApiDocument } from "../openapi/openApiDocument.ts";
import { isBearer, securitySchemeLabel } from "../openapi/operationSecurity.ts";
import { rateLimitSentence } from "../openapi/rateLimit.ts";
import { CodeBlock } from "./CodeBlock.tsx";
import { DocumentText } from "./DocumentText.tsx";

export type ApiOverviewProps = {
  document: OpenApiDocument;
};

/** The sections before the operations, for the side list: only those the document has content for. */
export function overviewSections(document: OpenApiDocument) {
  return [
    { id: "overview", title: "Overview" },
    { id: "authentication", title: "Authenticating Requests" },
    ...(rateLimitSentence(document) ? [{ id: "rate-limits", title: "Rate Limits" }] : []),
  ];
}

/** What applies to every operation: the document's description, its server, credentials and rate limit. */
export function ApiOverview({ document }: ApiOverviewProps) {
  const schemes = Object.values(document.components?.securitySchemes ?? {});
  const rateLimit = rateLimitSentence(document);
  return (
    <>
      <section className="public-section" aria-labelledby="overview">
        <h2 id="overview">Overview</h2>
        {document.info.description ? <DocumentText text={document.info.description} /> : null}
        <p>
          Base URL: <code>{serverUrl(document, window.location.origin)}</code>. Version {document.info.version}.
        </p>
        <p>
          The web app itself talks to the GraphQL endpoint at <code>/graphql</code> (<code>POST</code>, JSON). It offers
          everything the REST API does and more, with the same rules and error messages; the REST endpoints call the
          same services.
        </p>
      </section>

      <section className="public-section" aria-labelledby="authentication">
        <h2 id="authentication">Authenticating Requests</h2>
        {schemes.some(isBearer) ? (
          <>
            <p>
              Send an API key as a bearer token in the Authorization header. Your workspace&apos;s owners issue keys
              (see <Link to="/documentation#api-keys">API Keys</Link> in the documentation).
            </p>
            <CodeBlock code="Authorization: Bearer <key>" />
          </>
        ) : null}
        <dl className="api-schemes">
          {schemes.map((scheme) => (
            <div key={securitySchemeLabel(scheme)}>
              <dt>{securitySchemeLabel(scheme)}</dt>
              {scheme.description ? (
                <dd>
                  <DocumentText text={scheme.description} />
                </dd>
              ) : null}
            </div>
          ))}
        </dl>
        <p>Each operation below says which it takes.</p>
      </section>

      {rateLimit ? (
        <section className="public-section" aria-labelledby="rate-limits">
          <h2 id="rate-limits">Rate Limits</h2>
          <p>
            {rateLimit} Past the limit the API answers <code>429</code> until the window has passed.
          </p>
        </section>
      ) : null}
    </>
  );
}
