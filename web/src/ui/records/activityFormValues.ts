import type { ActivityFieldsFragment, ActivityInput, ActivityType } from "#web/graphql/generated/graphql.ts";
import type { CompanyChoice } from "./CompanyPicker.tsx";
import type { CustomerChoice } from "./CustomerPicker.tsx";
import { displayedActivityType } from "./activityTypes.ts";
import { isoToLocalDateTime, localDateTimeToIso } from "./localDateTime.ts";

export type ActivityFormValues = {
  type: ActivityType;
  title: string;
  description?: string;
  customer?: CustomerChoice | null;
  company?: CompanyChoice | null;
  /** When it happened, as the date-and-time input holds it ("2026-03-15T14:30"); now for a new one. */
  occurredAt?: string;
};

/** The form's starting values: the activity being edited, or a new call happening now. */
export function activityFormValues(
  activity?: ActivityFieldsFragment | null,
  now: Date = new Date(),
): ActivityFormValues {
  if (!activity) return { type: "call", title: "", occurredAt: isoToLocalDateTime(now) };
  return {
    type: displayedActivityType(activity.type),
    title: activity.title,
    description: activity.description,
    customer: activity.customer ? { value: activity.customer.id, label: activity.customer.name } : null,
    company: activity.company ? { value: activity.company.id, label: activity.company.name } : null,
    occurredAt: isoToLocalDateTime(activity.occurredAt),
  };
}

/**
 * The mutation's input. Description, customer and company are always sent (empty or null to clear them); the
 * moment it happened is sent when the person set one: left at the form's starting value (`starting`),
 * it is left out, so a new activity happens at the moment it is saved (not at the minute the form
 * opened) and an edited one keeps its own to the second.
 */
export function activityInput(values: ActivityFormValues, starting?: string): ActivityInput {
  const occurredAt = values.occurredAt === starting ? null : localDateTimeToIso(values.occurredAt);
  return {
    type: values.type,
    title: values.title.trim(),
    description: values.description?.trim() ?? "",
    customerId: values.customer?.value ?? null,
    companyId: values.company?.value ?? null,
    ...(occurredAt ? { occurredAt } : {}),
  };
}
