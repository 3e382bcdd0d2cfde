import type { DealStage } from "#prisma/generated/prisma/client.ts";
import type { WorkspaceDatabase } from "#core/db/db.ts";
import { seededRandom } from "#tests/support/seeded-random.ts";

// A reproducible stream of the writes a CRM sees (inserts one by one and in bulk, stage changes,
// closing and reopening, completing tasks, moving dates, changing values, deletes that cascade), with
// dates drawn around the moments the dashboard is checked at, to the millisecond on either side.

const STAGES: DealStage[] = ["qualified", "proposal", "negotiation", "closed_won", "closed_lost"];
const RANGE_START = Date.parse("2025-12-01T00:00:00.000Z");
const RANGE_END = Date.parse("2027-02-15T00:00:00.000Z");

export type RandomWrites = {
  /** Applies `steps` random writes, each to one of the workspaces. */
  run(workspaces: WorkspaceDatabase[], steps: number): Promise<void>;
};

/** `edges`: instants the figures turn on; dates fall on them, or a millisecond either side, half the time. */
export function randomWrites(seed: number, edges: Date[]): RandomWrites {
  const random = seededRandom(seed);
  const below = (n: number) => Math.floor(random() * n);
  const pick = <T>(items: readonly T[]): T | undefined => items[below(items.length)];
  const chance = (probability: number) => random() < probability;
  const date = (): Date => {
    const edge = pick(edges);
    if (edge && chance(0.5)) return new Date(edge.getTime() + below(3) - 1);
    return new Date(RANGE_START + below(RANGE_END - RANGE_START));
  };
  const maybeDate = (probability: number) => (chance(probability) ? date() : null);
  const value = () => 100 * (1 + below(5000));

  /** Runs `write` on the id of one of `rows`, if there is any. */
  const onOne = async (rows: Promise<{ id: string }[]>, write: (id: string) => Promise<unknown>) => {
    const row = pick(await rows);
    return row && write(row.id);
  };

  const customer = (index: number) => ({ name: `c${index}`, email: `c${index}@example.com`, createdAt: date() });
  const deal = (customerId: string) => ({
    title: "deal",
    customerId,
    stage: pick(STAGES) ?? "qualified",
    valueCents: value(),
    createdAt: date(),
    closedAt: maybeDate(0.6),
  });
  const task = () => ({ title: "task", dueAt: maybeDate(0.85), completedAt: maybeDate(0.4), createdAt: date() });
  const activity = () => ({ type: "note" as const, title: `a${below(1_000_000)}`, occurredAt: date() });

  let created = 0;
  const operations: [number, (db: WorkspaceDatabase) => Promise<unknown>][] = [
    [6, (db) => db.customer.create({ data: customer(created++), select: { id: true } })],
    [2, (db) => db.customer.createMany({ data: Array.from({ length: 1 + below(4) }, () => customer(created++)) })],
    [
      2,
      (db) =>
        onOne(db.customer.findMany({ select: { id: true } }), (id) =>
          db.customer.update({ where: { id }, data: { createdAt: date() }, select: { id: true } }),
        ),
    ],
    // Deleting a customer deletes its deals, tasks and activities too.
    [
      1,
      (db) =>
        onOne(db.customer.findMany({ select: { id: true } }), (id) =>
          db.customer.delete({ where: { id }, select: { id: true } }),
        ),
    ],
    [6, (db) => onOne(db.customer.findMany({ select: { id: true } }), (id) => db.deal.create({ data: deal(id) }))],
    [
      2,
      (db) =>
        onOne(db.customer.findMany({ select: { id: true } }), (id) =>
          db.deal.createMany({ data: Array.from({ length: 2 + below(3) }, () => deal(id)) }),
        ),
    ],
    [
      8,
      (db) => {
        const changes = [
          { stage: pick(STAGES) },
          { stage: "closed_won" as const, closedAt: date() },
          { stage: "closed_lost" as const, closedAt: date() },
          { stage: pick(STAGES.slice(0, 3)), closedAt: null },
          { closedAt: maybeDate(0.7) },
          { valueCents: value() },
          { createdAt: date() },
          { createdAt: date(), closedAt: date(), valueCents: value() },
        ];
        return onOne(db.deal.findMany(), (id) => db.deal.update({ where: { id }, data: pick(changes) ?? {} }));
      },
    ],
    [
      2,
      (db) =>
        db.deal.updateMany({ where: { stage: pick(STAGES) }, data: { stage: pick(STAGES), closedAt: maybeDate(0.5) } }),
    ],
    [2, (db) => onOne(db.deal.findMany(), (id) => db.deal.delete({ where: { id } }))],
    [6, (db) => db.task.create({ data: task() })],
    [2, (db) => db.task.createMany({ data: Array.from({ length: 2 + below(3) }, task) })],
    [
      8,
      (db) => {
        const changes = [
          { completedAt: date() },
          { completedAt: null },
          { dueAt: maybeDate(0.9) },
          { createdAt: date() },
          { dueAt: date(), completedAt: maybeDate(0.5), createdAt: date() },
        ];
        return onOne(db.task.findMany(), (id) => db.task.update({ where: { id }, data: pick(changes) ?? {} }));
      },
    ],
    [2, (db) => db.task.updateMany({ where: { completedAt: null }, data: { completedAt: date() } })],
    [2, (db) => db.task.deleteMany({ where: { dueAt: { lt: date() } } })],
    [2, (db) => onOne(db.task.findMany(), (id) => db.task.delete({ where: { id } }))],
    [4, (db) => db.activity.create({ data: activity() })],
    [1, (db) => db.activity.createMany({ data: Array.from({ length: 2 + below(6) }, activity) })],
    [2, (db) => onOne(db.activity.findMany(), (id) => db.activity.delete({ where: { id } }))],
  ];
  const totalWeight = operations.reduce((sum, [weight]) => sum + weight, 0);
  const operation = () => {
    let roll = below(totalWeight);
    const found = operations.find(([weight]) => (roll -= weight) < 0);
    return found?.[1] ?? (() => Promise.resolve());
  };

  return {
    async run(workspaces, steps) {
      for (let step = 0; step < steps; step++) {
        const db = pick(workspaces);
        if (db) await operation()(db);
      }
    },
  };
}
