-- The deals pipeline: a deal gains an owner (a member of its workspace), an expected close date and a
-- position within its stage's column on the board; the board filters by owner and by text and counts
-- each column from an index. Written by hand around what Prisma generated: the generated column and the
-- backfill are beyond what Prisma declares.

-- DropIndex (superseded by the column and totals indexes below, which start with the same columns)
DROP INDEX "deals_workspace_id_stage_idx";

-- AlterTable
ALTER TABLE "deals" ADD COLUMN     "expected_close_at" TIMESTAMP(3),
ADD COLUMN     "owner_id" UUID,
ADD COLUMN     "position" DOUBLE PRECISION NOT NULL DEFAULT 0,
ADD COLUMN     "search_text" TEXT NOT NULL GENERATED ALWAYS AS (lower("title")) STORED;

-- Existing deals: owned by their customer's owner while that person is still a member of the workspace,
-- else by the workspace's first owner; expected to close when they did, or a month after they were
-- opened; in each column newest first (as new deals arrive, at the top), 1024 apart so moves have room.
-- A backfill announces nothing: the webhook trigger is off for it (figures do not change either).
ALTER TABLE "deals" DISABLE TRIGGER "deals_webhooks_update";
UPDATE "deals" AS d SET
  "owner_id" = coalesce(
    (SELECT c."owner_id" FROM "customers" c
       JOIN "memberships" m ON m."workspace_id" = c."workspace_id" AND m."user_id" = c."owner_id"
      WHERE c."workspace_id" = d."workspace_id" AND c."id" = d."customer_id"),
    (SELECT m."user_id" FROM "memberships" m
      WHERE m."workspace_id" = d."workspace_id" AND m."role" = 'owner'
      ORDER BY m."created_at", m."user_id" LIMIT 1)),
  "expected_close_at" = coalesce(d."closed_at", d."created_at" + interval '30 days'),
  "position" = ranked."position"
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "workspace_id", "stage" ORDER BY "created_at" DESC, "id" DESC) * 1024.0 AS "position"
  FROM "deals"
) AS ranked
WHERE ranked."id" = d."id";
ALTER TABLE "deals" ENABLE TRIGGER "deals_webhooks_update";

-- CreateIndex
CREATE INDEX "deals_workspace_id_stage_position_id_idx" ON "deals"("workspace_id", "stage", "position", "id");

-- CreateIndex
CREATE INDEX "deals_workspace_id_owner_id_stage_position_id_idx" ON "deals"("workspace_id", "owner_id", "stage", "position", "id");

-- CreateIndex
CREATE INDEX "deals_workspace_id_title_id_idx" ON "deals"("workspace_id", "title", "id");

-- CreateIndex
CREATE INDEX "deals_workspace_id_value_cents_id_idx" ON "deals"("workspace_id", "value_cents", "id");

-- CreateIndex
CREATE INDEX "deals_workspace_id_expected_close_at_id_idx" ON "deals"("workspace_id", "expected_close_at", "id");

-- CreateIndex
CREATE INDEX "deals_owner_id_idx" ON "deals"("owner_id");

-- CreateIndex
CREATE INDEX "deals_search_trgm_idx" ON "deals" USING GIN ("workspace_id" uuid_ops, "search_text" gin_trgm_ops);

-- CreateIndex (each column's count and total value, whole or one owner's, read from the index alone)
CREATE INDEX "deals_workspace_id_stage_owner_id_value_cents_idx" ON "deals"("workspace_id", "stage", "owner_id", "value_cents");

-- AddForeignKey
ALTER TABLE "deals" ADD CONSTRAINT "deals_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
