import type { Prisma } from "#prisma/generated/prisma/client.ts";

/** What a task or activity export reads of its customer: the name, in the same statement as the row. */
export const WITH_CUSTOMER_NAME = { include: { customer: { select: { name: true } } } } as const;

/** The customer's name of a row read with WITH_CUSTOMER_NAME (the list's own type does not carry the include). */
export function customerNameOf(row: object): string {
  return (row as { customer?: Prisma.CustomerGetPayload<{ select: { name: true } }> | null }).customer?.name ?? "";
}
