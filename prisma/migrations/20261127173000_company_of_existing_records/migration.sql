-- Written by hand. The deals, tasks and activities written before companies are with their person's
-- primary company (as a new one is, when its write names no company: see defaultCompanyOf), so a
-- company's page holds its history from before the upgrade, and keeps it after a person moves on.
-- Quiet (see the companies migration): no webhook announces it, and a sample row stays a sample.
-- Idempotent: only rows without a company are touched.
SELECT set_config('bramble.company_copy', 'on', false);

UPDATE deals d SET company_id = l.company_id
FROM customer_companies l
WHERE d.company_id IS NULL AND l.workspace_id = d.workspace_id AND l.customer_id = d.customer_id AND l.is_primary;

UPDATE tasks t SET company_id = l.company_id
FROM customer_companies l
WHERE t.company_id IS NULL AND l.workspace_id = t.workspace_id AND l.customer_id = t.customer_id AND l.is_primary;

UPDATE activities a SET company_id = l.company_id
FROM customer_companies l
WHERE a.company_id IS NULL AND l.workspace_id = a.workspace_id AND l.customer_id = a.customer_id AND l.is_primary;

SELECT set_config('bramble.company_copy', 'off', false);
