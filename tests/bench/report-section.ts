import { readFile } from "node:fs/promises";

/**
 * docs/performance.md has sections written by different benchmarks: `npm run bench` writes the file,
 * `npm run bench:cluster` its "Several gateways" section and `npm run bench:migration` "The companies
 * migration". Each keeps the others'.
 */
export const CLUSTER_SECTION = "Several gateways";
export const MIGRATION_SECTION = "The companies migration";
/** The sections `npm run bench` keeps when it writes the file. */
const KEPT_SECTIONS = [CLUSTER_SECTION, MIGRATION_SECTION] as const;

/** The `## heading` section of a Markdown text, up to the next `## ` heading, or "" if it has none. */
export function sectionOf(markdown: string, heading: string): string {
  const start = markdown.search(new RegExp(`^## ${heading}\\n`, "m"));
  if (start === -1) return "";
  const next = markdown.slice(start + 3).search(/^## /m);
  return next === -1 ? markdown.slice(start) : markdown.slice(start, start + 3 + next);
}

/** The text with its `## heading` section replaced by `section`, or `section` added at the end. */
export function withSection(markdown: string, heading: string, section: string): string {
  const old = sectionOf(markdown, heading);
  if (old) return markdown.replace(old, section);
  return `${markdown.trimEnd()}\n\n${section}`;
}

export async function readIfPresent(file: string): Promise<string> {
  return readFile(file, "utf8").catch(() => "");
}

/** A new report `npm run bench` wrote, with the other benchmarks' sections of the previous file kept. */
export function withKeptSections(report: string, previous: string): string {
  return KEPT_SECTIONS.reduce((text, heading) => {
    const section = sectionOf(previous, heading);
    return section ? withSection(text, heading, section) : text;
  }, report);
}
