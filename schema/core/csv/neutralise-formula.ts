/** What a spreadsheet reads as the start of a formula (tab and carriage return as well, per OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as every CSV the product writes holds it: text a spreadsheet would run as a formula gets a
 * leading apostrophe, which spreadsheets show as text and do not evaluate (OWASP's CSV injection advice).
 */
export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}
