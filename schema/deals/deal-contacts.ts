import { ValidationError } from "#core/errors.ts";
import { isUuid } from "#core/ids.ts";
import type { DealTransaction } from "./deal-placement.ts";
import { DEAL_MESSAGES } from "./deals.rules.ts";

/**
 * A deal's other contacts must be the workspace's customers (another team's are "not found"), and its
 * customer, the primary contact, is never also one of them.
 */
export async function checkDealContacts(tx: DealTransaction, customerId: string, contactIds: readonly string[]) {
  if (contactIds.includes(customerId)) throw new ValidationError(DEAL_MESSAGES.primaryAlsoContact);
  if (contactIds.length === 0) return;
  const found = contactIds.every(isUuid) ? await tx.customer.count({ where: { id: { in: [...contactIds] } } }) : 0;
  if (found !== contactIds.length) throw new ValidationError(DEAL_MESSAGES.contactNotFound);
}

/** Makes the deal's other contacts exactly `contactIds`: those that stay keep their roles, new ones have none. */
export async function replaceDealContacts(tx: DealTransaction, dealId: string, contactIds: readonly string[]) {
  await tx.dealContact.deleteMany({ where: { dealId, customerId: { notIn: [...contactIds] } } });
  if (contactIds.length === 0) return;
  await tx.dealContact.createMany({
    data: contactIds.map((customerId) => ({ dealId, customerId })),
    skipDuplicates: true,
  });
}

/**
 * The deal's other contacts become `contactIds` when given; left out, they stay, and a new customer
 * (the primary contact) must not be one of them.
 */
export async function writeDealContacts(
  tx: DealTransaction,
  dealId: string,
  { customerId, customerChanged }: { customerId: string; customerChanged: boolean },
  contactIds: readonly string[] | undefined,
) {
  if (contactIds === undefined) {
    const alsoContact = customerChanged && (await tx.dealContact.count({ where: { dealId, customerId } })) > 0;
    if (alsoContact) throw new ValidationError(DEAL_MESSAGES.primaryAlsoContact);
    return;
  }
  await checkDealContacts(tx, customerId, contactIds);
  await replaceDealContacts(tx, dealId, contactIds);
}
