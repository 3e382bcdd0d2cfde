-- CreateTable
CREATE TABLE "company_open_pipelines" (
    "workspace_id" UUID NOT NULL,
    "company_id" UUID NOT NULL,
    "open_cents" BIGINT NOT NULL,
    "open_deals" INTEGER NOT NULL,

    CONSTRAINT "company_open_pipelines_pkey" PRIMARY KEY ("workspace_id","company_id")
);

-- CreateIndex
CREATE INDEX "company_open_pipelines_workspace_id_open_cents_open_deals_idx" ON "company_open_pipelines"("workspace_id", "open_cents" DESC, "open_deals" DESC);

-- AddForeignKey
ALTER TABLE "company_open_pipelines" ADD CONSTRAINT "company_open_pipelines_workspace_id_company_id_fkey" FOREIGN KEY ("workspace_id", "company_id") REFERENCES "companies"("workspace_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand from here. Each statement on deals adds its rows' changes to their companies' open
-- pipelines: one upsert per company it touched, however many deals it wrote. An open deal is one not
-- closed (qualified, proposal, negotiation). A company being deleted (its row gone, the cascade under
-- way) is skipped. A company left with nothing open keeps a row of zeros, which the dashboard skips. Rows
-- are written in key order, so two statements touching the same companies wait for each other rather
-- than deadlock.
CREATE FUNCTION "keep_company_open_pipelines"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM company_open_pipelines;
    RETURN NULL;
  END IF;
  EXECUTE format($sql$
    INSERT INTO company_open_pipelines AS pipeline (workspace_id, company_id, open_cents, open_deals)
    SELECT change.workspace_id, change.company_id, sum(change.sign * change.value_cents), sum(change.sign)
    FROM (%s) AS change
    WHERE change.company_id IS NOT NULL AND change.stage NOT IN ('closed_won', 'closed_lost')
      AND EXISTS (SELECT FROM companies c WHERE c.workspace_id = change.workspace_id AND c.id = change.company_id)
    GROUP BY 1, 2
    HAVING sum(change.sign * change.value_cents) <> 0 OR sum(change.sign) <> 0
    ORDER BY 1, 2
    ON CONFLICT (workspace_id, company_id) DO UPDATE
    SET open_cents = pipeline.open_cents + excluded.open_cents, open_deals = pipeline.open_deals + excluded.open_deals
  $sql$, CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, workspace_id, company_id, value_cents, stage FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, workspace_id, company_id, value_cents, stage FROM old_rows'
    ELSE 'SELECT 1 AS sign, workspace_id, company_id, value_cents, stage FROM new_rows
          UNION ALL SELECT -1, workspace_id, company_id, value_cents, stage FROM old_rows'
  END);
  RETURN NULL;
END
$$;

CREATE TRIGGER "deals_open_pipeline_insert" AFTER INSERT ON "deals" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_company_open_pipelines();
CREATE TRIGGER "deals_open_pipeline_update" AFTER UPDATE ON "deals"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_company_open_pipelines();
CREATE TRIGGER "deals_open_pipeline_delete" AFTER DELETE ON "deals" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_company_open_pipelines();
CREATE TRIGGER "deals_open_pipeline_truncate" AFTER TRUNCATE ON "deals"
  FOR EACH STATEMENT EXECUTE FUNCTION keep_company_open_pipelines();

-- The pipelines of the deals already there.
INSERT INTO company_open_pipelines (workspace_id, company_id, open_cents, open_deals)
SELECT workspace_id, company_id, sum(value_cents), count(*) FROM deals
WHERE company_id IS NOT NULL AND stage NOT IN ('closed_won', 'closed_lost')
GROUP BY 1, 2;
