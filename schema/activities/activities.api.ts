import type { Activity } from "../../prisma/generated/prisma/client.ts";

/** An activity as the REST API and webhooks show one. */
export function activityApiJson(activity: Activity) {
  return activity;
}
