-- AlterEnum
ALTER TYPE "TokenKind" ADD VALUE 'email_change_cancel';

-- AlterTable
ALTER TABLE "tokens" ADD COLUMN     "address" TEXT;
