-- AlterEnum
ALTER TYPE "TokenKind" ADD VALUE 'workspace_export';

-- AlterTable
ALTER TABLE "tokens" ADD COLUMN     "workspace_id" UUID;

-- CreateIndex
CREATE INDEX "tokens_workspace_id_idx" ON "tokens"("workspace_id");

-- AddForeignKey
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
