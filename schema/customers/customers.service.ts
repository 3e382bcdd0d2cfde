import type { Prisma } from "../../prisma/generated/prisma/client.ts";
import { requireWorkspace } from "../auth/guards.ts";
import type { Context } from "../context.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { checkId, isUuid } from "../ids.ts";
import { paginate } from "../pagination.ts";
import { parseInput } from "../validation.ts";
import { customerFilter, customerInput, customerOrder, type CustomerListInput } from "./customers.validation.ts";

export const CUSTOMER_NOT_FOUND = "Customer not found";

const ORDER_COLUMNS = { name: "name", company: "company", value: "valueCents", createdAt: "createdAt" } as const;

function customerWhere(filter: CustomerListInput["filter"]): Prisma.CustomerWhereInput {
  const { search, status } = parseInput(customerFilter, filter) ?? {};
  return {
    ...(status ? { status } : {}),
    ...(search
      ? {
          OR: [
            { name: { contains: search, mode: "insensitive" } },
            { company: { contains: search, mode: "insensitive" } },
            { email: { contains: search, mode: "insensitive" } },
          ],
        }
      : {}),
  };
}

export async function listCustomers(ctx: Context, input: CustomerListInput) {
  const { db } = requireWorkspace(ctx);
  const where = customerWhere(input.filter);
  const order = parseInput(customerOrder, input.orderBy) ?? { field: "createdAt", direction: "desc" };
  return paginate(
    input,
    () => db.customer.count({ where }),
    (window) =>
      db.customer.findMany({
        where,
        orderBy: [{ [ORDER_COLUMNS[order.field]]: order.direction }, { id: order.direction }],
        ...window,
      }),
  );
}

export async function getCustomer(ctx: Context, id: string) {
  const { db } = requireWorkspace(ctx);
  const customer = await db.customer.findUnique({ where: { id: checkId(id, CUSTOMER_NOT_FOUND) } });
  if (!customer) throw new NotFoundError(CUSTOMER_NOT_FOUND);
  return customer;
}

export async function createCustomer(ctx: Context, input: unknown) {
  const { db, viewer } = requireWorkspace(ctx);
  const data = parseInput(customerInput, input);
  return db.customer.create({ data: { ...data, ownerId: viewer.id } });
}

export async function updateCustomer(ctx: Context, id: string, input: unknown) {
  const { db } = requireWorkspace(ctx);
  const data = parseInput(customerInput, input);
  const { count } = await db.customer.updateMany({ where: { id: checkId(id, CUSTOMER_NOT_FOUND) }, data });
  if (count === 0) throw new NotFoundError(CUSTOMER_NOT_FOUND);
  return getCustomer(ctx, id);
}

/** Deleting a customer deletes their deals, tasks and activities with them (the schema cascades). */
export async function deleteCustomer(ctx: Context, id: string) {
  const { db } = requireWorkspace(ctx);
  const { count } = await db.customer.deleteMany({ where: { id: checkId(id, CUSTOMER_NOT_FOUND) } });
  if (count === 0) throw new NotFoundError(CUSTOMER_NOT_FOUND);
  return { id };
}

/** For records that link to a customer: a link to a missing customer (or another team's) is bad input, not a 404. */
export async function assertCustomerExists(ctx: Context, customerId: string) {
  const { db } = requireWorkspace(ctx);
  const exists = isUuid(customerId) && (await db.customer.count({ where: { id: customerId } })) > 0;
  if (!exists) throw new ValidationError(CUSTOMER_NOT_FOUND);
}
