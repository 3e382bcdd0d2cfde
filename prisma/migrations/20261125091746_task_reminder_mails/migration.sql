-- CreateTable
CREATE TABLE "task_reminder_mails" (
    "user_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "sent_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "task_reminder_mails_pkey" PRIMARY KEY ("user_id","day")
);
