export type CodeBlockProps = {
  code: string;
};

/**
 * A preformatted code sample that scrolls sideways on its own instead of widening the page; it takes
 * focus so keyboard users can scroll it too.
 */
export function CodeBlock({ code }: CodeBlockProps) {
  return (
    <pre className="public-code" tabIndex={0}>
      <code>{code}</code>
    </pre>
  );
}
