import type { CUSTOMER_STATUSES } from "./customers.rules.ts";

// Words the customers screen shows and the customers CSV repeats (isomorphic: the web shows them).

/** The customers table's column labels (Contact splits into Email and Phone), and the customer page's "Customer since". */
export const CUSTOMER_COLUMN_LABELS = {
  name: "Customer",
  email: "Email",
  phone: "Phone",
  company: "Company",
  status: "Status",
  value: "Value",
  notes: "Notes",
  createdAt: "Customer since",
} as const;

export const CUSTOMER_STATUS_LABELS: Record<(typeof CUSTOMER_STATUSES)[number], string> = {
  lead: "Lead",
  active: "Active",
  inactive: "Inactive",
};
