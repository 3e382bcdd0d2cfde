import type { z } from "zod";
import { lockUntilCommit } from "#core/db/advisory-lock.ts";
import { requireAdmin } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import type { Database, DatabaseTransaction } from "#core/db/db.ts";
import { NotFoundError, ValidationError } from "#core/errors.ts";
import { checkId } from "#core/ids.ts";
import { parseInput } from "#core/validation.ts";
import { LANDING_LISTS, landingListMessages, orderInput, type LandingListName } from "./landing-lists.rules.ts";

type Positioned = { id: string; position: number };
type Client = Database | DatabaseTransaction;

/** The calls an ordered list makes on its table, which each of the three Prisma models answers. */
export type OrderedTable<Row extends Positioned, Data> = {
  findMany(args: { orderBy: { position: "asc" } }): PromiseLike<Row[]>;
  findUnique(args: { where: { id: string } }): PromiseLike<Row | null>;
  count(): PromiseLike<number>;
  create(args: { data: Data & { position: number } }): PromiseLike<Row>;
  createMany(args: { data: (Data & { position: number })[] }): PromiseLike<unknown>;
  update(args: { where: { id: string }; data: Data | { position: number } }): PromiseLike<Row>;
  delete(args: { where: { id: string } }): PromiseLike<Row>;
  deleteMany(): PromiseLike<unknown>;
};

export type OrderedListSpec<Row extends Positioned, Data> = {
  name: LandingListName;
  table: (db: Client) => OrderedTable<Row, Data>;
  item: z.ZodType<Data, unknown>;
  list: z.ZodType<Data[], unknown>;
  defaults: readonly Data[];
  /** Runs after an entry is saved, in the same transaction (a plan marked Most Popular unmarks the others). */
  afterSave?: (tx: DatabaseTransaction, row: Row) => Promise<unknown>;
};

/**
 * Add, edit, delete, reorder and replace for a list shown in `position` order, the same for every
 * landing page list. A deletion leaves a gap (the order stays the same); a reorder numbers the list
 * 0, 1, 2 … again. Each write holds the list's lock for its transaction, so two admins saving at once
 * cannot put two entries in one place, or leave none at all.
 */
export function orderedList<Row extends Positioned, Data>(spec: OrderedListSpec<Row, Data>) {
  const messages = landingListMessages(spec.name);
  const { max } = LANDING_LISTS[spec.name];

  async function locked<Result>(db: Database, write: (tx: DatabaseTransaction) => Promise<Result>) {
    return db.$transaction(async (tx) => {
      await lockUntilCommit(tx, `landing list ${spec.name}`);
      return write(tx);
    });
  }

  async function rows(db: Client) {
    return spec.table(db).findMany({ orderBy: { position: "asc" } });
  }

  async function existing(tx: DatabaseTransaction, id: string) {
    const row = await spec.table(tx).findUnique({ where: { id } });
    if (!row) throw new NotFoundError(messages.notFound);
    return row;
  }

  async function saved(tx: DatabaseTransaction, row: Row) {
    await spec.afterSave?.(tx, row);
    return row;
  }

  return {
    /** Anyone may read the list: the landing page shows it, from the replica when there is one. */
    list: (ctx: Pick<Context, "readDb">) => rows(ctx.readDb),

    add: async (ctx: Context, input: unknown) => {
      requireAdmin(ctx);
      const data = parseInput(spec.item, input);
      return locked(ctx.db, async (tx) => {
        const current = await rows(tx);
        if (current.length >= max) throw new ValidationError(messages.tooMany);
        const position = (current.at(-1)?.position ?? -1) + 1;
        return saved(tx, await spec.table(tx).create({ data: { ...data, position } }));
      });
    },

    update: async (ctx: Context, id: string, input: unknown) => {
      requireAdmin(ctx);
      checkId(id, messages.notFound);
      const data = parseInput(spec.item, input);
      return locked(ctx.db, async (tx) => {
        await existing(tx, id);
        return saved(tx, await spec.table(tx).update({ where: { id }, data }));
      });
    },

    remove: async (ctx: Context, id: string) => {
      requireAdmin(ctx);
      checkId(id, messages.notFound);
      return locked(ctx.db, async (tx) => {
        await existing(tx, id);
        if ((await spec.table(tx).count()) === 1) throw new ValidationError(messages.keepOne);
        await spec.table(tx).delete({ where: { id } });
        return { id };
      });
    },

    reorder: async (ctx: Context, input: unknown) => {
      requireAdmin(ctx);
      const ids = parseInput(orderInput(spec.name), input);
      return locked(ctx.db, async (tx) => {
        const positions = new Map((await rows(tx)).map((row) => [row.id, row.position]));
        if (
          ids.length !== positions.size ||
          new Set(ids).size !== ids.length ||
          !ids.every((id) => positions.has(id))
        ) {
          throw new ValidationError(messages.order);
        }
        for (const [position, id] of ids.entries()) {
          if (positions.get(id) !== position) await spec.table(tx).update({ where: { id }, data: { position } });
        }
        return rows(tx);
      });
    },

    replace: async (ctx: Context, input: unknown) => {
      requireAdmin(ctx);
      const entries = parseInput(spec.list, input);
      return locked(ctx.db, async (tx) => {
        await spec.table(tx).deleteMany();
        await spec.table(tx).createMany({ data: entries.map((entry, position) => ({ ...entry, position })) });
        return rows(tx);
      });
    },

    /** Gives a list that has never had entries the fresh install's; a saved list is never touched. */
    seed: (db: Database) =>
      locked(db, async (tx) => {
        if ((await spec.table(tx).count()) > 0) return;
        await spec.table(tx).createMany({ data: spec.defaults.map((entry, position) => ({ ...entry, position })) });
      }),
  };
}
