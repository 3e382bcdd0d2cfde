import { z } from "zod";
import type { Activity } from "#prisma/generated/prisma/client.ts";
import { apiId, apiTime, toApiTime } from "#core/api/api-types.ts";
import { ACTIVITY_KINDS, ACTIVITY_TYPES } from "./activities.rules.ts";

/** An activity as the REST API and webhooks show one. */
export const activityApiSchema = z
  .strictObject({
    id: apiId,
    workspaceId: apiId,
    type: z.enum(ACTIVITY_TYPES),
    kind: z.enum(ACTIVITY_KINDS).meta({
      description: "user: logged by a person; system: written by the app (a deal's stage change), not editable.",
    }),
    title: z.string(),
    description: z.string(),
    occurredAt: apiTime,
    customerId: apiId.nullable(),
    companyId: apiId.nullable().meta({ description: "The company it is about; null: none." }),
    authorId: apiId.nullable(),
    isSample: z.boolean(),
    createdAt: apiTime,
  })
  .meta({ title: "Activity" });

export type ActivityApiJson = z.infer<typeof activityApiSchema>;

export function activityApiJson(activity: Activity): ActivityApiJson {
  return {
    id: activity.id,
    workspaceId: activity.workspaceId,
    type: activity.type,
    kind: activity.kind,
    title: activity.title,
    description: activity.description,
    occurredAt: toApiTime(activity.occurredAt),
    customerId: activity.customerId,
    companyId: activity.companyId,
    authorId: activity.authorId,
    isSample: activity.isSample,
    createdAt: toApiTime(activity.createdAt),
  };
}

export const activityApiExample: ActivityApiJson = {
  id: "0194f3d4-8b9c-7a0b-8c1d-2e3f4a5b6c04",
  workspaceId: "0194f3a0-11aa-7c00-8d00-6f5e4d3c2b1a",
  type: "call",
  kind: "user",
  title: "Discovery call",
  description: "Walked through the current setup.",
  occurredAt: "2026-11-18T15:30:00.000Z",
  customerId: "0194f3a2-5c1e-7d40-9b7a-3c2e8f1a6b01",
  companyId: "0194f3a1-2b3c-7d40-8e5f-6a7b8c9d0e01",
  authorId: "0194f39f-0d0d-7a00-8e00-1a2b3c4d5e6f",
  isSample: false,
  createdAt: "2026-11-18T16:02:41.000Z",
};
