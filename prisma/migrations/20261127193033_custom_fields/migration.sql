-- CreateEnum
CREATE TYPE "CustomFieldRecordType" AS ENUM ('customer', 'company', 'deal', 'task');

-- CreateEnum
CREATE TYPE "CustomFieldType" AS ENUM ('text', 'long_text', 'number', 'money', 'date', 'datetime', 'boolean', 'select', 'multi_select', 'url', 'email', 'phone', 'member');

-- AlterTable
ALTER TABLE "companies" ADD COLUMN     "custom_fields" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "customers" ADD COLUMN     "custom_fields" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "deals" ADD COLUMN     "custom_fields" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "tasks" ADD COLUMN     "custom_fields" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "workspaces" ADD COLUMN     "currency" TEXT NOT NULL DEFAULT 'USD';

-- CreateTable
CREATE TABLE "custom_fields" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL DEFAULT (current_setting('app.workspace_id'::text))::uuid,
    "record_type" "CustomFieldRecordType" NOT NULL,
    "key" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "type" "CustomFieldType" NOT NULL,
    "help_text" TEXT NOT NULL DEFAULT '',
    "required" BOOLEAN NOT NULL DEFAULT false,
    "unique" BOOLEAN NOT NULL DEFAULT false,
    "searchable" BOOLEAN NOT NULL DEFAULT false,
    "default_value" JSONB,
    "options" JSONB NOT NULL DEFAULT '[]',
    "position" INTEGER NOT NULL,
    "archived" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "custom_fields_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "custom_fields_workspace_id_record_type_position_idx" ON "custom_fields"("workspace_id", "record_type", "position");

-- CreateIndex
CREATE UNIQUE INDEX "custom_fields_workspace_id_record_type_key_key" ON "custom_fields"("workspace_id", "record_type", "key");

-- CreateIndex
CREATE UNIQUE INDEX "custom_fields_workspace_id_id_key" ON "custom_fields"("workspace_id", "id");

-- AddForeignKey
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
