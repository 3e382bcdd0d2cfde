-- AlterTable
ALTER TABLE "workspaces" ADD COLUMN     "time_zone" TEXT NOT NULL DEFAULT 'UTC';
