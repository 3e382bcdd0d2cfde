import type { RemoveSampleDataMutation } from "#web/graphql/generated/graphql.ts";

/** The rows removal keeps, by kind and reason (the API's SampleRowsKept). */
export type SampleRowsKept = RemoveSampleDataMutation["removeSampleData"]["kept"];

function count(amount: number, one: string, many: string): string {
  return `${amount} ${amount === 1 ? one : many}`;
}

/**
 * What removing the samples keeps, and why: "2 customers you edited and 1 customer with your own deals,
 * tasks or activities stay." Empty when it keeps nothing.
 */
export function sampleKeptSentence({
  customersEdited,
  customersWithOwnRows,
  companies,
  deals,
  tasks,
  activities,
}: SampleRowsKept): string {
  const parts = [
    [customersEdited, count(customersEdited, "customer", "customers") + " you edited"],
    [
      customersWithOwnRows,
      count(customersWithOwnRows, "customer", "customers") + " with your own deals, tasks or activities",
    ],
    [companies, count(companies, "company", "companies") + " you edited or linked your own rows to"],
    [deals, count(deals, "deal", "deals") + " you edited"],
    [tasks, count(tasks, "task", "tasks") + " you edited"],
    [activities, count(activities, "activity", "activities") + " you edited"],
  ] as const;
  const kept = parts.filter(([amount]) => amount > 0).map(([, text]) => text);
  if (kept.length === 0) {
    return "";
  }
  const total = customersEdited + customersWithOwnRows + companies + deals + tasks + activities;
  const list = kept.length === 1 ? kept[0] : `${kept.slice(0, -1).join(", ")} and ${kept.at(-1)}`;
  return `${list} ${total === 1 ? "stays" : "stay"}.`;
}
