import type { Prisma } from "#prisma/generated/prisma/client.ts";
import { requireWorkspace } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import { NotFoundError, ValidationError } from "#core/errors.ts";
import { checkId, isUuid } from "#core/ids.ts";
import type { Selection } from "#core/selection.ts";
import { parseInput } from "#core/validation.ts";
import { CUSTOMER_NOT_FOUND } from "#schema/customers/customers.service.ts";
import { DEAL_NOT_FOUND } from "./deals.service.ts";
import { DEAL_MESSAGES, dealContactRole } from "./deals.rules.ts";

export type DealContactSelection = Selection<Prisma.DealContactFindManyArgs>;

/**
 * Sets a person's role in a deal, adding them to its other contacts when they are not one yet (as a
 * PUT of the contact); "" or null clears the role. The deal's customer is its primary contact, never
 * also one of these.
 */
export async function setDealContactRole(
  ctx: Context,
  dealId: string,
  customerId: string,
  input: unknown,
  selection: DealContactSelection = {},
) {
  const { db, id: workspaceId } = requireWorkspace(ctx);
  const { role } = parseInput(dealContactRole, input);
  checkId(dealId, DEAL_NOT_FOUND);
  return db.$transaction(async (tx) => {
    const deal = await tx.deal.findUnique({ where: { id: dealId }, select: { customerId: true } });
    if (!deal) throw new NotFoundError(DEAL_NOT_FOUND);
    const found = isUuid(customerId) && (await tx.customer.count({ where: { id: customerId } })) > 0;
    if (!found) throw new NotFoundError(CUSTOMER_NOT_FOUND);
    if (deal.customerId === customerId) throw new ValidationError(DEAL_MESSAGES.primaryAlsoContact);
    return tx.dealContact.upsert({
      ...selection,
      where: { workspaceId_dealId_customerId: { workspaceId, dealId, customerId } },
      create: { dealId, customerId, role },
      update: { role },
    });
  });
}
