// Words the companies screens show and the companies CSV repeats (isomorphic: the web shows them).

export const COMPANY_COLUMN_LABELS = {
  name: "Company",
  domains: "Domains",
  industry: "Industry",
  size: "Employees",
  phone: "Phone",
  website: "Website",
  address: "Address",
  owner: "Owner",
  notes: "Notes",
  people: "People",
  createdAt: "Created",
  updatedAt: "Updated",
} as const;
