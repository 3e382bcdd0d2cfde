import type { ActivityFieldsFragment, ActivityInput, ActivityType } from "#web/graphql/generated/graphql.ts";
import type { CustomerChoice } from "./CustomerPicker.tsx";
import { displayedActivityType } from "./activityTypes.ts";

export type ActivityFormValues = {
  type: ActivityType;
  title: string;
  description?: string;
  customer?: CustomerChoice | null;
};

/** The form's starting values: the activity being edited, or a new call. */
export function activityFormValues(activity?: ActivityFieldsFragment | null): ActivityFormValues {
  if (!activity) return { type: "call", title: "" };
  return {
    type: displayedActivityType(activity.type),
    title: activity.title,
    description: activity.description,
    customer: activity.customer ? { value: activity.customer.id, label: activity.customer.name } : null,
  };
}

/**
 * The mutation's input. Description and customer are always sent (empty or null to clear them),
 * and no date: a new activity happened now, an edited one keeps its moment.
 */
export function activityInput(values: ActivityFormValues): ActivityInput {
  return {
    type: values.type,
    title: values.title.trim(),
    description: values.description?.trim() ?? "",
    customerId: values.customer?.value ?? null,
  };
}
