import type { ActivityType } from "#web/graphql/generated/graphql.ts";

export const ACTIVITY_TYPES: ReadonlyArray<{ value: ActivityType; label: string }> = [
  { value: "call", label: "Call" },
  { value: "email", label: "Email" },
  { value: "meeting", label: "Meeting" },
  { value: "note", label: "Note" },
];

/** The type whose icon an activity shows: any type the app does not know shows as a note. */
export function displayedActivityType(type: string): ActivityType {
  return ACTIVITY_TYPES.some((known) => known.value === type) ? (type as ActivityType) : "note";
}
