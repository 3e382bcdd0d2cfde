-- AlterTable
ALTER TABLE "tokens" ADD COLUMN     "api_keys_revoked" BOOLEAN;
