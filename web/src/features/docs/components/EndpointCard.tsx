import type { ApiEndpoint } from "../content/apiEndpoint.ts";
import { CodeBlock } from "./CodeBlock.tsx";
import { InlineCode } from "./InlineCode.tsx";

export type EndpointCardProps = {
  endpoint: ApiEndpoint;
};

/** One REST endpoint: method and path, what it does, its parameters and an example exchange. */
export function EndpointCard({ endpoint }: EndpointCardProps) {
  const { method, path, summary, parameters, parametersKind, request, response } = endpoint;
  return (
    <div className="endpoint">
      <h3 className="endpoint-title">
        <span className={`endpoint-method endpoint-method-${method.toLowerCase()}`}>{method}</span> <code>{path}</code>
      </h3>
      <p>{summary}</p>
      {parameters.length > 0 ? (
        <div className="public-table-wrap" tabIndex={0}>
          <table className="public-table">
            <thead>
              <tr>
                <th scope="col">{parametersKind === "body" ? "Body field" : "Query parameter"}</th>
                <th scope="col">Description</th>
              </tr>
            </thead>
            <tbody>
              {parameters.map((parameter) => (
                <tr key={parameter.name}>
                  <td>
                    <code>{parameter.name}</code>
                  </td>
                  <td>
                    <InlineCode text={parameter.description} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="endpoint-examples">
        <div>
          <h4>Request</h4>
          <CodeBlock code={request} />
        </div>
        <div>
          <h4>Response</h4>
          <CodeBlock code={response} />
        </div>
      </div>
    </div>
  );
}
