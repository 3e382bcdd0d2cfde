-- CreateTable
CREATE TABLE "pending_registrations" (
    "id" UUID NOT NULL,
    "hash" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "email_normalized" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pending_registrations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "pending_registrations_hash_key" ON "pending_registrations"("hash");

-- CreateIndex
CREATE INDEX "pending_registrations_email_normalized_created_at_idx" ON "pending_registrations"("email_normalized", "created_at");

-- CreateIndex
CREATE INDEX "pending_registrations_username_created_at_idx" ON "pending_registrations"("username", "created_at");

-- CreateIndex
CREATE INDEX "pending_registrations_expires_at_idx" ON "pending_registrations"("expires_at");
