-- AlterTable
ALTER TABLE "workspaces" ADD COLUMN     "require_two_factor" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "trusted_browsers" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "ip" TEXT NOT NULL DEFAULT '',
    "user_agent" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "trusted_browsers_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "trusted_browsers_token_hash_key" ON "trusted_browsers"("token_hash");

-- CreateIndex
CREATE INDEX "trusted_browsers_user_id_created_at_idx" ON "trusted_browsers"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "trusted_browsers_expires_at_idx" ON "trusted_browsers"("expires_at");

-- AddForeignKey
ALTER TABLE "trusted_browsers" ADD CONSTRAINT "trusted_browsers_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
