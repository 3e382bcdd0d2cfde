import { z } from "zod";
import type { DealContact } from "#prisma/generated/prisma/client.ts";
import { apiId } from "#core/api/api-types.ts";
import { customerApiExample } from "#schema/customers/customers.api.ts";
import { setDealContactRole } from "#schema/deals/deal-contacts.service.ts";
import { dealApiExample } from "#schema/deals/deals.api.ts";
import { dealContactRole } from "#schema/deals/deals.rules.ts";
import { DEAL_NOT_FOUND } from "#schema/deals/deals.service.ts";
import { dealId } from "./deal-params.ts";
import { defineRoute, ok } from "./route.ts";

// A deal's other contacts (its customer is the primary one), each with a role in it.

const dealContactSchema = z
  .strictObject({
    dealId: apiId,
    customerId: apiId,
    role: z.string().meta({ description: "Their role in the deal; empty when not given." }),
  })
  .meta({ title: "DealContact", description: "One of a deal's other contacts, with their role in it." });

function dealContactJson(contact: DealContact) {
  return { dealId: contact.dealId, customerId: contact.customerId, role: contact.role };
}

export const dealContactRoutes = [
  defineRoute({
    method: "put",
    path: "/deals/:id/contacts/:customerId",
    operationId: "setDealContactRole",
    tag: "Deals",
    summary: "Set a deal contact's role",
    description:
      "Sets the person's role in the deal, adding them to its other contacts when they are not one yet; an empty `role` clears it. The deal's customer is its primary contact and cannot also be another contact.",
    access: "workspace",
    params: {
      ...dealId,
      customerId: { description: "The contact's customer id (a UUID).", example: customerApiExample.id },
    },
    body: dealContactRole,
    bodyExample: { role: "Economic buyer" },
    answer: {
      status: 200,
      description: "The contact as it now is.",
      schema: dealContactSchema,
      example: { dealId: dealApiExample.id, customerId: customerApiExample.id, role: "Economic buyer" },
    },
    errors: { 400: "The primary contact cannot also be another contact", 404: DEAL_NOT_FOUND },
    handler: async ({ ctx, params, body }) =>
      ok(dealContactJson(await setDealContactRole(ctx, String(params.id), String(params.customerId), body))),
  }),
];
