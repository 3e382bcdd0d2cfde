import type { OpenApiDocument, ParameterObject } from "../openapi/openApiDocument.ts";
import { describeSchema } from "../openapi/describeSchema.ts";
import { SchemaFacts } from "./SchemaFacts.tsx";

export type ParameterTableProps = {
  document: OpenApiDocument;
  parameters: ParameterObject[];
};

/** An operation's path, query and header parameters. */
export function ParameterTable({ document, parameters }: ParameterTableProps) {
  return (
    <div className="public-table-wrap" tabIndex={0}>
      <table className="public-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">In</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((parameter) => {
            const schema = describeSchema(document, parameter.schema ?? {});
            return (
              <tr key={`${parameter.in} ${parameter.name}`}>
                <th scope="row">
                  <code>{parameter.name}</code>
                </th>
                <td>{parameter.in}</td>
                <td>{schema.type}</td>
                <td>{parameter.required ? "Yes" : "No"}</td>
                <td>
                  <SchemaFacts node={{ ...schema, description: parameter.description ?? schema.description }} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
