-- The deal board's columns (count and value of every deal in each stage) read from figures the
-- database keeps, as the dashboard's are, instead of counting every deal of the workspace on each
-- view: one more figure per deal, 'deals_stage_<stage>' in the month the deal was created, kept by
-- the deals_figures_* triggers that already call deal_monthly_figures.
CREATE OR REPLACE FUNCTION "deal_monthly_figures"(d "deals")
RETURNS TABLE ("month" DATE, "figure" TEXT, "count" INTEGER, "value_cents" BIGINT)
LANGUAGE sql STABLE AS $$
  SELECT f.* FROM (VALUES
    (date_trunc('month', d.created_at)::date, 'deals_created', 1, 0::bigint),
    (CASE WHEN d.closed_at IS NOT NULL THEN date_trunc('month', greatest(d.created_at, d.closed_at))::date END,
      'deals_closed', 1, 0),
    (CASE WHEN d.stage = 'closed_won' AND d.closed_at IS NOT NULL THEN date_trunc('month', d.closed_at)::date END,
      'deals_won', 1, d.value_cents),
    (CASE WHEN d.closed_at IS NULL THEN date_trunc('month', d.created_at)::date END,
      'deals_unclosed_' || d.stage::text, 1, d.value_cents),
    (date_trunc('month', d.created_at)::date, 'deals_stage_' || d.stage::text, 1, d.value_cents)
  ) AS f ("month", "figure", "count", "value_cents")
  WHERE f.month IS NOT NULL
$$;

-- The deals already there.
INSERT INTO "workspace_monthly_figures" ("workspace_id", "figure", "month", "count", "value_cents")
SELECT "workspace_id", 'deals_stage_' || "stage"::text, date_trunc('month', "created_at")::date, count(*), sum("value_cents")
FROM "deals"
GROUP BY 1, 2, 3
ORDER BY 1, 2, 3;
