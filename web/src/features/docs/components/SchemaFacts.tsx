import type { SchemaNode } from "../openapi/describeSchema.ts";
import { InlineMarkdown } from "./InlineMarkdown.tsx";

export type SchemaFactsProps = {
  node: SchemaNode;
};

/** What a schema says beside its type: its description, allowed values and limits. */
export function SchemaFacts({ node }: SchemaFactsProps) {
  const { description, allowedValues, constraints, recursive } = node;
  return (
    <>
      {description ? (
        <p className="api-schema-description">
          <InlineMarkdown text={description} />
        </p>
      ) : null}
      {allowedValues.length > 0 ? (
        <p className="api-schema-fact">
          {allowedValues.length === 1 ? "Value: " : "One of: "}
          {allowedValues.map((value, index) => (
            <span key={value}>
              {index > 0 ? ", " : null}
              <code>{value}</code>
            </span>
          ))}
        </p>
      ) : null}
      {constraints.length > 0 ? <p className="api-schema-fact">{constraints.join("; ")}</p> : null}
      {recursive ? <p className="api-schema-fact">Its fields are listed above.</p> : null}
    </>
  );
}
