/** A `mailto:` link to the company's address with the job title as the subject (URL-encoded). */
export function applyMailtoHref(companyEmail: string, jobTitle: string): string {
  return `mailto:${companyEmail}?subject=${encodeURIComponent(jobTitle)}`;
}
