import { z } from "zod";
import type { Deal } from "#prisma/generated/prisma/client.ts";
import { apiCents, apiCurrency, apiId, apiTime, toApiTime } from "#core/api/api-types.ts";
import { customFieldsAnswer } from "#schema/custom-fields/custom-field-input.rules.ts";
import { CURRENCY } from "#core/api/money.ts";
import { DEAL_STAGES } from "./deals.rules.ts";

/** A deal as the REST API and webhooks show one, with the value's currency. */
export const dealApiSchema = z
  .strictObject({
    id: apiId,
    workspaceId: apiId,
    title: z.string(),
    customerId: apiId.meta({ description: "The primary contact: the customer the deal is with." }),
    companyId: apiId.nullable().meta({ description: "The company the deal is with; null: none." }),
    stage: z.enum(DEAL_STAGES),
    valueCents: apiCents,
    currency: apiCurrency,
    ownerId: apiId.nullable().meta({ description: "The workspace member working the deal." }),
    expectedCloseAt: apiTime.nullable(),
    position: z.number().meta({ description: "The deal's place in its stage's board column, lowest first." }),
    closedAt: apiTime.nullable().meta({ description: "When the deal entered a closed stage; null while open." }),
    lostReason: z.string().nullable().meta({ description: "Why the deal was lost; null unless it is lost." }),
    lostNote: z.string().nullable().meta({ description: "More about why it was lost, in words." }),
    isSample: z.boolean(),
    customFields: customFieldsAnswer,
    createdAt: apiTime,
    updatedAt: apiTime,
  })
  .meta({ title: "Deal" });

export type DealApiJson = z.infer<typeof dealApiSchema>;

/** With the value's currency: the workspace's. */
export function dealApiJson(deal: Deal, currency: string): DealApiJson {
  return {
    id: deal.id,
    workspaceId: deal.workspaceId,
    title: deal.title,
    customerId: deal.customerId,
    companyId: deal.companyId,
    stage: deal.stage,
    valueCents: deal.valueCents,
    currency,
    ownerId: deal.ownerId,
    expectedCloseAt: toApiTime(deal.expectedCloseAt),
    position: deal.position,
    closedAt: toApiTime(deal.closedAt),
    lostReason: deal.lostReason,
    lostNote: deal.lostNote,
    isSample: deal.isSample,
    customFields: (deal.customFields ?? {}) as Record<string, unknown>,
    createdAt: toApiTime(deal.createdAt),
    updatedAt: toApiTime(deal.updatedAt),
  };
}

export const dealApiExample: DealApiJson = {
  id: "0194f3b8-7e21-7f10-a3c4-5d6e7f8a9b02",
  workspaceId: "0194f3a0-11aa-7c00-8d00-6f5e4d3c2b1a",
  title: "Difference engine support plan",
  customerId: "0194f3a2-5c1e-7d40-9b7a-3c2e8f1a6b01",
  companyId: "0194f3a1-2b3c-7d40-8e5f-6a7b8c9d0e01",
  stage: "proposal",
  valueCents: 480000,
  currency: CURRENCY,
  ownerId: "0194f39f-0d0d-7a00-8e00-1a2b3c4d5e6f",
  expectedCloseAt: "2026-12-15T17:00:00.000Z",
  position: 2048,
  closedAt: null,
  lostReason: null,
  lostNote: null,
  isSample: false,
  customFields: { seats: 40, renewal_date: "2027-12-01" },
  createdAt: "2026-11-05T08:00:00.000Z",
  updatedAt: "2026-11-19T14:22:30.000Z",
};
