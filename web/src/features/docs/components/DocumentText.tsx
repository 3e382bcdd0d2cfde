import type { ReactNode } from "react";

export type DocumentTextProps = {
  /** A description from the OpenAPI document (CommonMark): paragraphs, bullet lists, `code` and **bold** are shown. */
  text: string;
};

const BULLET = /^[-*] /;

/** A line's `code` and **bold** parts as elements; anything else as text. */
function inline(text: string): ReactNode[] {
  return text
    .split("`")
    .flatMap((part, index) =>
      index % 2 === 1
        ? [<code key={index}>{part}</code>]
        : part
            .split("**")
            .map((piece, inner) => (inner % 2 === 1 ? <strong key={`${index}-${inner}`}>{piece}</strong> : piece)),
    );
}

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
                <li key={item}>{inline(line.replace(BULLET, ""))}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{inline(lines.join(" "))}</p>;
      })}
    </>
  );
}
