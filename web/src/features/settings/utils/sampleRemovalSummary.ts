import type { RemoveSampleDataMutation } from "#web/graphql/generated/graphql.ts";

type SampleDataRemoval = Pick<
  RemoveSampleDataMutation["removeSampleData"],
  "customers" | "companies" | "deals" | "tasks" | "activities"
>;

function count(amount: number, one: string, many: string): string {
  return `${amount} ${amount === 1 ? one : many}`;
}

/** "Removed 3 customers, 2 companies, 1 deal, 0 tasks and 12 activities." */
export function sampleRemovalSummary({ customers, companies, deals, tasks, activities }: SampleDataRemoval): string {
  const parts = [
    count(customers, "customer", "customers"),
    count(companies, "company", "companies"),
    count(deals, "deal", "deals"),
    count(tasks, "task", "tasks"),
  ];
  return `Removed ${parts.join(", ")} and ${count(activities, "activity", "activities")}.`;
}
