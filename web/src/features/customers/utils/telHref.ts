/** A phone number as a link that dials it: its digits, with the + of an international number. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().replace(/(?!^\+)\D/g, "")}`;
}
