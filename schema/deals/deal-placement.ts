import { Prisma, type Deal } from "#prisma/generated/prisma/client.ts";
import type { WorkspaceAccess } from "#core/context.ts";
import { POSITION_STEP, positionBetween } from "./deal-positions.ts";
import type { DealStageName } from "./deals.rules.ts";

/** A transaction of the workspace's client (scoped like the client itself). */
export type DealTransaction = Parameters<Parameters<WorkspaceAccess["db"]["$transaction"]>[0]>[0];

type Neighbour = Pick<Deal, "id" | "position">;

const TOP_FIRST = [{ position: "asc" }, { id: "asc" }] as const;
const NEIGHBOUR = { id: true, position: true } as const;

/**
 * Serialises the writes that place deals in one stage's column of one workspace, until the
 * transaction ends: two moves into the same gap at once would otherwise both take its middle. Moves
 * into other columns, and other workspaces, go on meanwhile.
 */
export async function lockColumn(tx: DealTransaction, stage: DealStageName) {
  await tx.$executeWorkspace(
    (workspaceId) =>
      Prisma.sql`SELECT pg_advisory_xact_lock(hashtextextended('deal-column:' || ${workspaceId}::text || ${`:${stage}`}, 0))`,
  );
}

/**
 * Locks the deal's row until the transaction ends and reads it, so the stage a change starts from is
 * the one it replaces (two moves of one deal at once run one after the other); null when the workspace
 * has no such deal. Taken after the column's lock, always in that order.
 */
export async function lockDeal(tx: DealTransaction, id: string): Promise<Deal | null> {
  await tx.$queryWorkspace(
    (workspaceId) =>
      Prisma.sql`SELECT 1 FROM deals WHERE workspace_id = ${workspaceId} AND id = ${id}::uuid FOR UPDATE`,
  );
  return tx.deal.findUnique({ where: { id } });
}

/** The top of the stage's column, above every deal in it. Call with the column locked. */
export async function topOfColumn(tx: DealTransaction, stage: DealStageName): Promise<number> {
  const first = await tx.deal.findFirst({ where: { stage }, orderBy: [...TOP_FIRST], select: { position: true } });
  return first ? first.position - POSITION_STEP : POSITION_STEP;
}

/** The deal right below `above` in the column (the top one without it), the moving deal left out. */
function dealBelow(tx: DealTransaction, stage: DealStageName, movingId: string, above: Neighbour | null) {
  const belowAbove = above && {
    OR: [{ position: { gt: above.position } }, { position: above.position, id: { gt: above.id } }],
  };
  return tx.deal.findFirst({
    where: { stage, id: { not: movingId }, ...belowAbove },
    orderBy: [...TOP_FIRST],
    select: NEIGHBOUR,
  });
}

/**
 * Numbers the column afresh, POSITION_STEP apart in its current order, when a gap has no room left.
 * Only deals whose number changes are written.
 */
async function renumberColumn(tx: DealTransaction, stage: DealStageName) {
  await tx.$executeWorkspace(
    (workspaceId) => Prisma.sql`
      UPDATE deals SET position = numbered.position
      FROM (
        SELECT id, row_number() OVER (ORDER BY position, id) * ${POSITION_STEP}::float8 AS position
        FROM deals WHERE workspace_id = ${workspaceId} AND stage = ${stage}::"DealStage"
      ) AS numbered
      WHERE deals.workspace_id = ${workspaceId} AND deals.id = numbered.id AND deals.position <> numbered.position`,
  );
}

/**
 * The position right below `above` (a deal of the column; null for the top) for the moving deal.
 * Call with the column locked: the neighbours read here stay where they are until the move commits.
 */
export async function positionBelow(
  tx: DealTransaction,
  stage: DealStageName,
  movingId: string,
  above: Neighbour | null,
): Promise<number> {
  const below = await dealBelow(tx, stage, movingId, above);
  const position = positionBetween(above?.position ?? null, below?.position ?? null);
  if (position !== null) return position;
  await renumberColumn(tx, stage);
  const renumbered = above && (await tx.deal.findUniqueOrThrow({ where: { id: above.id }, select: NEIGHBOUR }));
  const newBelow = await dealBelow(tx, stage, movingId, renumbered);
  // Numbered afresh, the column has a whole step between any two deals.
  return positionBetween(renumbered?.position ?? null, newBelow?.position ?? null) ?? POSITION_STEP;
}
