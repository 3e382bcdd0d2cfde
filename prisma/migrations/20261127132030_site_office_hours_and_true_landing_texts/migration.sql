-- AlterTable
ALTER TABLE "site_settings" ADD COLUMN     "office_hours" TEXT NOT NULL DEFAULT '';

-- The contact page showed these hours to every install: they now live in the site settings.
UPDATE "site_settings" SET "office_hours" = E'Mon-Fri: 9-6 GMT\nSat: 10-4 GMT\nSunday: closed';

-- A fresh install's address and phone, still as shipped, move to the time zone of those hours.
UPDATE "site_settings"
SET "company_address" = '12 Example Street, London EC1A 1BB, United Kingdom', "company_phone" = '+44 20 7946 0123'
WHERE "company_address" = '123 Market Street, San Francisco, CA 94105' AND "company_phone" = '+1 (555) 123-4567';

-- The landing page's seeded texts, where an admin left them as shipped, stop claiming what the product does not do.
UPDATE "feature_blocks"
SET "title" = 'One Record for Sales and Support',
    "description" = 'Support sees every open deal and sales sees every logged call and note before the next customer call.'
WHERE "title" = 'Support Conversations'
  AND "description" = 'Support sees every open deal and sales sees every open ticket before the next customer call.';

UPDATE "feature_blocks"
SET "description" = 'A live dashboard of customers, open deals by stage, tasks due and revenue, and lists you export as CSV.'
WHERE "description" = 'Live dashboards for revenue, win rates and pipeline growth, exportable as CSV in one click.';

UPDATE "pricing_plans" SET "features" = array_replace("features", 'Email and calendar sync', 'CSV import and export');
UPDATE "pricing_plans" SET "features" = array_replace("features", 'Custom fields', 'Webhooks');
UPDATE "pricing_plans" SET "features" = array_replace("features", 'Advanced reports', 'Owner and member roles');

UPDATE "testimonials"
SET "quote" = 'We replaced three spreadsheets and a shared inbox with one shared CRM. Our reps now see every call and note before a renewal call, and our win rate went up 18% in one quarter.'
WHERE "quote" = 'We replaced three spreadsheets and a shared inbox with Bramble CRM. Our reps now see every support ticket before a renewal call, and our win rate went up 18% in one quarter.';

UPDATE "testimonials"
SET "quote" = 'Setup took an afternoon. We imported 6,000 contacts from a CSV file and had the whole team working in it the next morning.'
WHERE "quote" = 'Setup took an afternoon. We imported 6,000 contacts, mapped our pipeline stages and had the whole team working in it the next morning.';
