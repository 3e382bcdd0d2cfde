-- AlterTable
ALTER TABLE "users" ADD COLUMN     "page_size" INTEGER NOT NULL DEFAULT 25;
