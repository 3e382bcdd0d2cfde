import type { SchemaNode } from "../openapi/describeSchema.ts";
import { SchemaFacts } from "./SchemaFacts.tsx";

export type SchemaViewProps = {
  node: SchemaNode;
};

/** The fields inside a schema, nested as deep as its objects go, and the alternatives of a oneOf. */
function SchemaContents({ node }: SchemaViewProps) {
  return (
    <>
      {node.fields.length > 0 ? (
        <ul className="api-schema-fields">
          {node.fields.map(({ name, required, schema }) => (
            <li key={name}>
              <p className="api-schema-field">
                <code className="api-schema-name">{name}</code> <span className="api-schema-type">{schema.type}</span>
                {required ? <span className="api-schema-required"> required</span> : null}
              </p>
              <SchemaFacts node={schema} />
              <SchemaContents node={schema} />
            </li>
          ))}
        </ul>
      ) : null}
      {node.variants.length > 0 ? (
        <ol className="api-schema-variants">
          {node.variants.map((variant, index) => (
            <li key={index}>
              <p className="api-schema-field">
                <span className="api-schema-type">{variant.type}</span>
              </p>
              <SchemaFacts node={variant} />
              <SchemaContents node={variant} />
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}

/** A schema as a readable, nested list of fields: name, type, whether required, allowed values, description. */
export function SchemaView({ node }: SchemaViewProps) {
  return (
    <div className="api-schema">
      <p className="api-schema-field">
        Schema: <span className="api-schema-type">{node.type}</span>
      </p>
      <SchemaFacts node={node} />
      <SchemaContents node={node} />
    </div>
  );
}
