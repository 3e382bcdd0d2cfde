-- CreateEnum
CREATE TYPE "ActivityKind" AS ENUM ('user', 'system');

-- AlterTable
ALTER TABLE "activities" ADD COLUMN     "kind" "ActivityKind" NOT NULL DEFAULT 'user';

-- AlterTable
ALTER TABLE "deals" ADD COLUMN     "lost_note" TEXT,
ADD COLUMN     "lost_reason" TEXT;

-- AlterTable
ALTER TABLE "workspaces" ADD COLUMN     "lost_reasons" TEXT[] DEFAULT ARRAY['Price', 'Chose a competitor', 'No budget', 'No decision', 'Bad timing', 'Other']::TEXT[];

-- CreateIndex
CREATE INDEX "tasks_workspace_id_assignee_id_due_at_idx" ON "tasks"("workspace_id", "assignee_id", "due_at");

-- The app's own entries written before this migration (a deal's stage change, logged as a note by
-- schema/deals/stage-change.ts) become system entries. Not a change anyone made: no webhook announces it.
ALTER TABLE "activities" DISABLE TRIGGER "activities_webhooks_update";
UPDATE "activities" SET "kind" = 'system'
WHERE "type" = 'note' AND "title" LIKE 'Stage changed from % to %' AND "description" LIKE 'Deal: %';
ALTER TABLE "activities" ENABLE TRIGGER "activities_webhooks_update";
