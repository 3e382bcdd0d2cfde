export type InlineCodeProps = {
  /** Text in which `backticks` mark code, as in the README. */
  text: string;
};

/** Renders text with its `backticked` parts as <code>. */
export function InlineCode({ text }: InlineCodeProps) {
  return <>{text.split("`").map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}</>;
}
