/** A company as a picker lists it: its name, and its first domain to tell namesakes apart. */
export function companyOptionLabel(company: { name: string; domains: readonly string[] }): string {
  const [domain] = company.domains;
  return domain ? `${company.name} (${domain})` : company.name;
}
