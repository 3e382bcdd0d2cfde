/**
 * A cell as it was before a CSV export neutralised it: the apostrophe written before a leading `=`, `+`,
 * `-`, `@`, tab or carriage return goes, so a file exported imports back as it was. Every import's rules
 * read their cells through it (isomorphic: the web's import dialogs too).
 */
export function unneutralised(cell: string | null | undefined): string | undefined {
  if (cell === null || cell === undefined) return undefined;
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}
