-- AlterTable
ALTER TABLE "sessions" ADD COLUMN     "sign_in_method" TEXT NOT NULL DEFAULT 'password';

-- AlterTable
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;

-- AlterTable
ALTER TABLE "workspaces" ADD COLUMN     "require_single_sign_on" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "single_sign_on_identities" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "issuer" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "single_sign_on_identities_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "single_sign_on_identities_user_id_idx" ON "single_sign_on_identities"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "single_sign_on_identities_issuer_subject_key" ON "single_sign_on_identities"("issuer", "subject");

-- AddForeignKey
ALTER TABLE "single_sign_on_identities" ADD CONSTRAINT "single_sign_on_identities_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
