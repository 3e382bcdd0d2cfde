const countFormat = new Intl.NumberFormat("en-US");

function counted(count: number, one: string, many: string): string {
  return `${countFormat.format(count)} ${count === 1 ? one : many}`;
}

export type DeletedCompany = { unlinkedPeople: number; keptDeals: number; deletedDeals: number };

/** What deleting a company did, for its toast: "2 people unlinked, 3 deals kept without a company." */
export function deletedCompanySummary({ unlinkedPeople, keptDeals, deletedDeals }: DeletedCompany): string {
  const parts = [`${counted(unlinkedPeople, "person", "people")} unlinked`];
  if (keptDeals > 0) parts.push(`${counted(keptDeals, "deal", "deals")} kept without a company`);
  if (deletedDeals > 0) parts.push(`${counted(deletedDeals, "deal", "deals")} deleted`);
  return `${parts.join(", ")}.`;
}
