export type InlineMarkdownProps = {
  /** One line of a description from the OpenAPI document. */
  text: string;
};

/** A line's `code` and **bold** parts as elements, the rest as text. */
export function InlineMarkdown({ text }: InlineMarkdownProps) {
  return (
    <>
      {text
        .split("`")
        .map((part, index) =>
          index % 2 === 1 ? (
            <code key={index}>{part}</code>
          ) : (
            part
              .split("**")
              .map((piece, inner) => (inner % 2 === 1 ? <strong key={`${index}-${inner}`}>{piece}</strong> : piece))
          ),
        )}
    </>
  );
}
