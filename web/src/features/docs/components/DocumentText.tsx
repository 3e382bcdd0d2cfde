import { InlineMarkdown } from "./InlineMarkdown.tsx";

export type DocumentTextProps = {
  /** A description from the OpenAPI document (CommonMark): paragraphs, bullet lists, `code` and **bold** are shown. */
  text: string;
};

const BULLET = /^[-*] /;

/** The document's descriptions, as paragraphs and lists: the little Markdown they use, without a Markdown library. */
export function DocumentText({ text }: DocumentTextProps) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <>
      {blocks.map((block, index) => {
        const lines = block.split("\n").map((line) => line.trim());
        if (lines.every((line) => BULLET.test(line))) {
          return (
            <ul key={index}>
              {lines.map((line, item) => (
                <li key={item}>
                  <InlineMarkdown text={line.replace(BULLET, "")} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index}>
            <InlineMarkdown text={lines.join(" ")} />
          </p>
        );
      })}
    </>
  );
}
