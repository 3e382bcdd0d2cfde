import type { CustomerStatus } from "#web/graphql/generated/graphql.ts";

/** Each status with its label and its badge colour (each status has its own). */
export const CUSTOMER_STATUSES: ReadonlyArray<{ value: CustomerStatus; label: string; color: string }> = [
  { value: "lead", label: "Lead", color: "blue" },
  { value: "active", label: "Active", color: "green" },
  { value: "inactive", label: "Inactive", color: "default" },
];

export function customerStatusDetails(status: CustomerStatus) {
  return (
    CUSTOMER_STATUSES.find((entry) => entry.value === status) ?? { value: status, label: status, color: "default" }
  );
}
