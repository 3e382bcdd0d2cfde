-- A customer's e-mail is unique within its workspace, ignoring case. Databases may already hold
-- duplicates (entered before the rule): none is deleted or changed. The oldest customer of each e-mail
-- keeps it under the rule; the later ones are marked email_duplicate, which leaves their
-- email_normalized null, and a unique index ignores nulls. The app clears the mark when such a row's
-- e-mail is edited, so the rule then applies to it too. Count them with
--   SELECT workspace_id, count(*) FROM customers WHERE email_duplicate GROUP BY 1;
-- Written by hand: Prisma declares the generated column (with a database default) but not its expression.
ALTER TABLE "customers" ADD COLUMN "email_duplicate" BOOLEAN NOT NULL DEFAULT false;

UPDATE "customers" AS "customer" SET "email_duplicate" = true
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "workspace_id", lower("email") ORDER BY "created_at", "id") AS "rank"
  FROM "customers"
) AS "ranked"
WHERE "ranked"."id" = "customer"."id" AND "ranked"."rank" > 1;

ALTER TABLE "customers" ADD COLUMN "email_normalized" TEXT
  GENERATED ALWAYS AS (CASE WHEN "email_duplicate" THEN NULL ELSE lower("email") END) STORED;

CREATE UNIQUE INDEX "customers_workspace_id_email_normalized_key" ON "customers"("workspace_id", "email_normalized");
