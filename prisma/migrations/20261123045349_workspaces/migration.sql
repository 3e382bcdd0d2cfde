-- Teams: every CRM row and API key now belongs to a workspace.
-- btree_gin lets the trigram search indexes lead with the workspace.
CREATE EXTENSION IF NOT EXISTS btree_gin;

-- CreateEnum
CREATE TYPE "WorkspaceRole" AS ENUM ('owner', 'member');

-- CreateTable
CREATE TABLE "workspaces" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_at" TIMESTAMP(3),

    CONSTRAINT "workspaces_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "memberships" (
    "workspace_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "role" "WorkspaceRole" NOT NULL DEFAULT 'member',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "memberships_pkey" PRIMARY KEY ("workspace_id","user_id")
);

-- CreateTable
CREATE TABLE "invitations" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "email_normalized" TEXT NOT NULL,
    "role" "WorkspaceRole" NOT NULL DEFAULT 'member',
    "hash" TEXT NOT NULL,
    "invited_by_id" UUID,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "accepted_at" TIMESTAMP(3),
    "revoked_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "invitations_pkey" PRIMARY KEY ("id")
);

-- AlterTable
ALTER TABLE "activities" ADD COLUMN     "is_sample" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "workspace_id" UUID;

-- AlterTable
ALTER TABLE "api_keys" ADD COLUMN     "workspace_id" UUID;

-- AlterTable
ALTER TABLE "customers" ADD COLUMN     "is_sample" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "workspace_id" UUID;

-- AlterTable
ALTER TABLE "deals" ADD COLUMN     "is_sample" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "workspace_id" UUID;

-- AlterTable
ALTER TABLE "tasks" ADD COLUMN     "is_sample" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "workspace_id" UUID;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "disabled_at" TIMESTAMP(3);

-- Upgrading an installation that already has users or data: everything that exists moves into one
-- workspace, named after the company, and every existing user becomes its owner, so nothing anyone
-- could see disappears. A fresh installation gets no workspace here (each is made at first sign-in).
INSERT INTO "workspaces" ("id", "name")
SELECT gen_random_uuid(), COALESCE((SELECT "company_name" FROM "site_settings" WHERE "id" = 1), 'Bramble CRM')
WHERE EXISTS (SELECT 1 FROM "users") OR EXISTS (SELECT 1 FROM "customers")
   OR EXISTS (SELECT 1 FROM "tasks") OR EXISTS (SELECT 1 FROM "activities");

INSERT INTO "memberships" ("workspace_id", "user_id", "role", "created_at")
SELECT w."id", u."id", 'owner', u."created_at" FROM "workspaces" w CROSS JOIN "users" u;

UPDATE "customers" SET "workspace_id" = (SELECT "id" FROM "workspaces" LIMIT 1);
UPDATE "deals" SET "workspace_id" = (SELECT "id" FROM "workspaces" LIMIT 1);
UPDATE "tasks" SET "workspace_id" = (SELECT "id" FROM "workspaces" LIMIT 1);
UPDATE "activities" SET "workspace_id" = (SELECT "id" FROM "workspaces" LIMIT 1);
UPDATE "api_keys" SET "workspace_id" = (SELECT "id" FROM "workspaces" LIMIT 1);

-- The default reads a setting no connection sets: the application always supplies the workspace.
ALTER TABLE "customers" ALTER COLUMN "workspace_id" SET NOT NULL, ALTER COLUMN "workspace_id" SET DEFAULT (current_setting('app.workspace_id'::text))::uuid;
ALTER TABLE "deals" ALTER COLUMN "workspace_id" SET NOT NULL, ALTER COLUMN "workspace_id" SET DEFAULT (current_setting('app.workspace_id'::text))::uuid;
ALTER TABLE "tasks" ALTER COLUMN "workspace_id" SET NOT NULL, ALTER COLUMN "workspace_id" SET DEFAULT (current_setting('app.workspace_id'::text))::uuid;
ALTER TABLE "activities" ALTER COLUMN "workspace_id" SET NOT NULL, ALTER COLUMN "workspace_id" SET DEFAULT (current_setting('app.workspace_id'::text))::uuid;
ALTER TABLE "api_keys" ALTER COLUMN "workspace_id" SET NOT NULL, ALTER COLUMN "workspace_id" SET DEFAULT (current_setting('app.workspace_id'::text))::uuid;

-- DropForeignKey
ALTER TABLE "activities" DROP CONSTRAINT "activities_customer_id_fkey";

-- DropForeignKey
ALTER TABLE "deals" DROP CONSTRAINT "deals_customer_id_fkey";

-- DropForeignKey
ALTER TABLE "tasks" DROP CONSTRAINT "tasks_customer_id_fkey";

-- DropIndex
DROP INDEX "activities_customer_id_occurred_at_idx";

-- DropIndex
DROP INDEX "activities_occurred_at_idx";

-- DropIndex
DROP INDEX "activities_type_occurred_at_idx";

-- DropIndex
DROP INDEX "customers_company_id_idx";

-- DropIndex
DROP INDEX "customers_company_trgm_idx";

-- DropIndex
DROP INDEX "customers_created_at_id_idx";

-- DropIndex
DROP INDEX "customers_email_trgm_idx";

-- DropIndex
DROP INDEX "customers_name_id_idx";

-- DropIndex
DROP INDEX "customers_name_trgm_idx";

-- DropIndex
DROP INDEX "customers_status_name_idx";

-- DropIndex
DROP INDEX "customers_value_cents_id_idx";

-- DropIndex
DROP INDEX "deals_closed_at_idx";

-- DropIndex
DROP INDEX "deals_created_at_idx";

-- DropIndex
DROP INDEX "deals_customer_id_idx";

-- DropIndex
DROP INDEX "deals_stage_idx";

-- DropIndex
DROP INDEX "tasks_completed_at_due_at_idx";

-- DropIndex
DROP INDEX "tasks_created_at_idx";

-- DropIndex
DROP INDEX "tasks_customer_id_idx";

-- DropIndex
DROP INDEX "tasks_due_at_idx";

-- DropIndex
DROP INDEX "tasks_priority_due_at_idx";

-- CreateIndex
CREATE INDEX "workspaces_deleted_at_idx" ON "workspaces"("deleted_at");

-- CreateIndex
CREATE INDEX "workspaces_created_at_id_idx" ON "workspaces"("created_at", "id");

-- CreateIndex
CREATE INDEX "memberships_user_id_created_at_idx" ON "memberships"("user_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "invitations_hash_key" ON "invitations"("hash");

-- CreateIndex
CREATE INDEX "invitations_workspace_id_created_at_idx" ON "invitations"("workspace_id", "created_at");

-- CreateIndex
CREATE INDEX "invitations_workspace_id_email_normalized_idx" ON "invitations"("workspace_id", "email_normalized");

-- CreateIndex
CREATE INDEX "activities_workspace_id_occurred_at_idx" ON "activities"("workspace_id", "occurred_at");

-- CreateIndex
CREATE INDEX "activities_workspace_id_type_occurred_at_idx" ON "activities"("workspace_id", "type", "occurred_at");

-- CreateIndex
CREATE INDEX "activities_workspace_id_customer_id_occurred_at_idx" ON "activities"("workspace_id", "customer_id", "occurred_at");

-- CreateIndex
CREATE INDEX "api_keys_workspace_id_created_at_idx" ON "api_keys"("workspace_id", "created_at");

-- CreateIndex
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING GIN ("workspace_id" uuid_ops, "name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "customers_company_trgm_idx" ON "customers" USING GIN ("workspace_id" uuid_ops, "company" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING GIN ("workspace_id" uuid_ops, "email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "customers_workspace_id_status_name_idx" ON "customers"("workspace_id", "status", "name");

-- CreateIndex
CREATE INDEX "customers_workspace_id_name_id_idx" ON "customers"("workspace_id", "name", "id");

-- CreateIndex
CREATE INDEX "customers_workspace_id_company_id_idx" ON "customers"("workspace_id", "company", "id");

-- CreateIndex
CREATE INDEX "customers_workspace_id_value_cents_id_idx" ON "customers"("workspace_id", "value_cents", "id");

-- CreateIndex
CREATE INDEX "customers_workspace_id_created_at_id_idx" ON "customers"("workspace_id", "created_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "customers_workspace_id_id_key" ON "customers"("workspace_id", "id");

-- CreateIndex
CREATE INDEX "deals_workspace_id_customer_id_idx" ON "deals"("workspace_id", "customer_id");

-- CreateIndex
CREATE INDEX "deals_workspace_id_stage_idx" ON "deals"("workspace_id", "stage");

-- CreateIndex
CREATE INDEX "deals_workspace_id_closed_at_idx" ON "deals"("workspace_id", "closed_at");

-- CreateIndex
CREATE INDEX "deals_workspace_id_created_at_idx" ON "deals"("workspace_id", "created_at");

-- CreateIndex
CREATE INDEX "tasks_workspace_id_completed_at_due_at_idx" ON "tasks"("workspace_id", "completed_at", "due_at");

-- CreateIndex
CREATE INDEX "tasks_workspace_id_priority_due_at_idx" ON "tasks"("workspace_id", "priority", "due_at");

-- CreateIndex
CREATE INDEX "tasks_workspace_id_due_at_idx" ON "tasks"("workspace_id", "due_at");

-- CreateIndex
CREATE INDEX "tasks_workspace_id_created_at_idx" ON "tasks"("workspace_id", "created_at");

-- CreateIndex
CREATE INDEX "tasks_workspace_id_customer_id_idx" ON "tasks"("workspace_id", "customer_id");

-- AddForeignKey
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_id_fkey" FOREIGN KEY ("invited_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customers" ADD CONSTRAINT "customers_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deals" ADD CONSTRAINT "deals_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deals" ADD CONSTRAINT "deals_workspace_id_customer_id_fkey" FOREIGN KEY ("workspace_id", "customer_id") REFERENCES "customers"("workspace_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_workspace_id_customer_id_fkey" FOREIGN KEY ("workspace_id", "customer_id") REFERENCES "customers"("workspace_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activities" ADD CONSTRAINT "activities_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activities" ADD CONSTRAINT "activities_workspace_id_customer_id_fkey" FOREIGN KEY ("workspace_id", "customer_id") REFERENCES "customers"("workspace_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
