import { Link } from "react-router-dom";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../../../../../schema/lists/lists.rules.ts";
import { PublicPageHeader } from "../../../ui/PublicPageHeader.tsx";
import { API_ENDPOINTS, API_ERRORS } from "../content/apiEndpoints.ts";
import "../docs.css";
import { CodeBlock } from "./CodeBlock.tsx";
import { EndpointCard } from "./EndpointCard.tsx";
import { OnThisPage } from "./OnThisPage.tsx";

const SECTIONS = [
  { id: "authentication", title: "Authentication" },
  { id: "rate-limits", title: "Rate Limits" },
  { id: "pagination", title: "Lists and Pagination" },
  { id: "errors", title: "Errors" },
  { id: "endpoints", title: "Endpoints" },
  { id: "graphql", title: "GraphQL" },
];

const LIST_SHAPE = `{
  "data": [ ... ],
  "pageInfo": { "hasNextPage": true, "endCursor": "b2Zmc2V0OjQ5" },
  "totalCount": 128
}`;

/** The API Reference page: authentication, limits, the list contract, errors and every REST endpoint. */
export function ApiReferenceContent() {
  return (
    <article className="public-page public-page-narrow">
      <PublicPageHeader
        heading="API Reference"
        intro="Read and write customers, tasks and activities from your own code over a JSON REST API."
      />
      <OnThisPage sections={SECTIONS} />

      <section className="public-section" aria-labelledby="authentication">
        <h2 id="authentication">Authentication</h2>
        <p>
          Every request authenticates with an API key, sent as a bearer token in the Authorization header. API keys are
          issued by your workspace&apos;s owners and act in that workspace only (see{" "}
          <Link to="/documentation#api-keys">API Keys</Link> in the documentation). The account endpoints (sign-up,
          sign-in, password and verification e-mails) and the site&apos;s public content need no key; a person&apos;s
          own settings (<code>/api/user/…</code> except <code>GET /api/user</code>) take their signed-in session, never
          a key.
        </p>
        <CodeBlock code="Authorization: Bearer <key>" />
        <p>
          Requests with a body send JSON with <code>Content-Type: application/json</code>; other bodies are refused with{" "}
          <code>415</code>.
        </p>
      </section>

      <section className="public-section" aria-labelledby="rate-limits">
        <h2 id="rate-limits">Rate Limits</h2>
        <p>
          Each API key may make 1000 requests per hour. Past the limit the API answers <code>429</code> until the hour
          has passed.
        </p>
      </section>

      <section className="public-section" aria-labelledby="pagination">
        <h2 id="pagination">Lists and Pagination</h2>
        <p>Every list endpoint answers with the same shape:</p>
        <CodeBlock code={LIST_SHAPE} />
        <ul>
          <li>
            <code>?limit=</code> sets the page size: {DEFAULT_PAGE_SIZE} by default, at most {MAX_PAGE_SIZE}.
          </li>
          <li>
            <code>?cursor=</code> takes the <code>endCursor</code> of the page before; keep going while{" "}
            <code>hasNextPage</code> is <code>true</code>.
          </li>
          <li>
            <code>totalCount</code> counts every item that matches the filters, on all pages.
          </li>
        </ul>
      </section>

      <section className="public-section" aria-labelledby="errors">
        <h2 id="errors">Errors</h2>
        <p>An error answers with its status code and a plain-text body that says what went wrong:</p>
        <div className="public-table-wrap" tabIndex={0}>
          <table className="public-table">
            <thead>
              <tr>
                <th scope="col">Status</th>
                <th scope="col">Meaning</th>
                <th scope="col">Example body</th>
              </tr>
            </thead>
            <tbody>
              {API_ERRORS.map((error) => (
                <tr key={error.status}>
                  <td>
                    <code>{error.status}</code>
                  </td>
                  <td>{error.meaning}</td>
                  <td>{error.example ? <code>{error.example}</code> : "-"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="public-section" aria-labelledby="endpoints">
        <h2 id="endpoints">Endpoints</h2>
        <ul className="endpoint-index">
          {API_ENDPOINTS.map(({ method, path }) => (
            <li key={`${method} ${path}`}>
              <code>
                {method} {path}
              </code>
            </li>
          ))}
        </ul>
        {API_ENDPOINTS.map((endpoint) => (
          <EndpointCard key={`${endpoint.method} ${endpoint.path}`} endpoint={endpoint} />
        ))}
      </section>

      <section className="public-section" aria-labelledby="graphql">
        <h2 id="graphql">GraphQL</h2>
        <p>
          The web app itself talks to the GraphQL endpoint at <code>/graphql</code> (<code>POST</code>, JSON). It offers
          everything the REST API does and more, with the same rules and error messages; the REST endpoints above call
          the same services.
        </p>
      </section>
    </article>
  );
}
