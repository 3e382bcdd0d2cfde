import type { ActivityType } from "#web/graphql/generated/graphql.ts";
import { ACTIVITY_TYPES } from "#web/ui/records/activityTypes.ts";

export type ActivityTypeFilter = ActivityType | "all";

export const TYPE_FILTER_OPTIONS: ReadonlyArray<{ value: ActivityTypeFilter; label: string }> = [
  { value: "all", label: "All Types" },
  { value: "call", label: "Calls" },
  { value: "email", label: "Emails" },
  { value: "meeting", label: "Meetings" },
  { value: "note", label: "Notes" },
];

/** The URL's query parameter that keeps the chosen type, so a reload or a shared link shows the same view. */
const TYPE_PARAM = "type";

/** The type chosen in the URL (`?type=call`); a missing or unknown one shows every type. */
export function typeFilterFromSearch(search: URLSearchParams): ActivityTypeFilter {
  const type = search.get(TYPE_PARAM);
  return ACTIVITY_TYPES.find((known) => known.value === type)?.value ?? "all";
}

/** The URL's query with `filter` chosen: "all" leaves the parameter out; other parameters stay. */
export function searchWithTypeFilter(search: URLSearchParams, filter: ActivityTypeFilter): URLSearchParams {
  const next = new URLSearchParams(search);
  if (filter === "all") next.delete(TYPE_PARAM);
  else next.set(TYPE_PARAM, filter);
  return next;
}
