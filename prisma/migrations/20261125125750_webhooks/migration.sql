-- CreateEnum
CREATE TYPE "WebhookDeliveryStatus" AS ENUM ('pending', 'succeeded', 'failed');

-- CreateTable
CREATE TABLE "webhook_endpoints" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL DEFAULT (current_setting('app.workspace_id'::text))::uuid,
    "url" TEXT NOT NULL,
    "events" TEXT[],
    "secret" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "disabled_reason" TEXT,
    "failing_since" TIMESTAMP(3),
    "created_by_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "webhook_endpoints_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_deliveries" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "workspace_id" UUID NOT NULL DEFAULT (current_setting('app.workspace_id'::text))::uuid,
    "endpoint_id" UUID NOT NULL,
    "event_id" TEXT NOT NULL,
    "event_type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "status" "WebhookDeliveryStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "response_status" INTEGER,
    "last_error" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "queued_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_attempt_at" TIMESTAMP(3),

    CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "webhook_endpoints_workspace_id_created_at_idx" ON "webhook_endpoints"("workspace_id", "created_at");

-- CreateIndex
CREATE INDEX "webhook_endpoints_created_by_id_idx" ON "webhook_endpoints"("created_by_id");

-- CreateIndex
CREATE UNIQUE INDEX "webhook_endpoints_workspace_id_id_key" ON "webhook_endpoints"("workspace_id", "id");

-- CreateIndex
CREATE INDEX "webhook_deliveries_workspace_id_endpoint_id_created_at_idx" ON "webhook_deliveries"("workspace_id", "endpoint_id", "created_at");

-- AddForeignKey
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_workspace_id_endpoint_id_fkey" FOREIGN KEY ("workspace_id", "endpoint_id") REFERENCES "webhook_endpoints"("workspace_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Everything below is written by hand: every committed change to a customer, deal, task or activity,
-- whichever way it was made (screens, GraphQL, REST, CSV import, SQL), becomes a delivery row for each
-- enabled endpoint of its workspace that subscribes to the event, plus one graphile-worker job per
-- delivery. Both are written in the transaction of the change: a rolled-back change announces nothing,
-- a committed one is never lost.

-- The rows a statement changed, as SQL over the trigger's transition tables (see changed_rows_sql in
-- the dashboard_figures migration). An update is announced only when a column the API shows changed:
-- a statement that rewrites the same values, or only the derived columns (search text, normalised
-- e-mail, the sample flag a linked real row clears, updated_at), announces nothing.
CREATE FUNCTION "webhook_changed_rows_sql"(operation TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE operation
    WHEN 'INSERT' THEN 'SELECT r.workspace_id, to_jsonb(r) AS snapshot FROM new_rows r'
    WHEN 'DELETE' THEN 'SELECT r.workspace_id, to_jsonb(r) AS snapshot FROM old_rows r'
    ELSE 'SELECT n.workspace_id, to_jsonb(n) AS snapshot FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE to_jsonb(n) - ''{updated_at,search_text,email_normalized,email_duplicate,is_sample}''::text[]
                IS DISTINCT FROM to_jsonb(o) - ''{updated_at,search_text,email_normalized,email_duplicate,is_sample}''::text[]'
  END
$$;

-- TG_ARGV[0]: the resource ("customer", "deal", "task", "activity"). Rows of a workspace being deleted
-- (its rows cascade) are skipped. graphile_worker.add_jobs is only reached when a delivery was written,
-- so databases without graphile-worker's schema (it is installed after the migrations) work as long as
-- nobody subscribed.
CREATE FUNCTION "enqueue_webhook_deliveries"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  event_name TEXT := TG_ARGV[0] || '.' || CASE TG_OP WHEN 'INSERT' THEN 'created' WHEN 'UPDATE' THEN 'updated' ELSE 'deleted' END;
BEGIN
  -- Most writes end here: one look at the (small) endpoints table.
  IF NOT EXISTS (SELECT FROM webhook_endpoints WHERE enabled AND event_name = ANY(events)) THEN
    RETURN NULL;
  END IF;
  EXECUTE format($sql$
    WITH changed AS MATERIALIZED (
      -- One message id per changed row, shared by every endpoint told of it.
      SELECT c.workspace_id, c.snapshot, 'msg_' || replace(gen_random_uuid()::text, '-', '') AS event_id
      FROM (%s) AS c
      WHERE EXISTS (SELECT FROM workspaces w WHERE w.id = c.workspace_id)
    ), deliveries AS (
      INSERT INTO webhook_deliveries (workspace_id, endpoint_id, event_id, event_type, payload)
      SELECT c.workspace_id, e.id, c.event_id, $1, c.snapshot
      FROM changed c JOIN webhook_endpoints e ON e.workspace_id = c.workspace_id
      WHERE e.enabled AND $1 = ANY(e.events)
      RETURNING id, workspace_id
    )
    SELECT graphile_worker.add_jobs(array_agg(ROW(
      'webhook_delivery', json_build_object('workspaceId', d.workspace_id, 'deliveryId', d.id),
      NULL, NULL, NULL, 'webhook-delivery:' || d.id, NULL, NULL
    )::graphile_worker.job_spec))
    FROM deliveries d
    HAVING count(*) > 0
  $sql$, webhook_changed_rows_sql(TG_OP)) USING event_name;
  RETURN NULL;
END
$$;

-- Statement-level, like the dashboard's triggers: an import batch of 1,000 rows is one trigger call.
CREATE TRIGGER "customers_webhooks_insert" AFTER INSERT ON "customers" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enqueue_webhook_deliveries('customer');
CREATE TRIGGER "customers_webhooks_update" AFTER UPDATE ON "customers"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enqueue_webhook_deliveries('customer');
CREATE TRIGGER "customers_webhooks_delete" AFTER DELETE ON "customers" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enqueue_webhook_deliveries('customer');

CREATE TRIGGER "deals_webhooks_insert" AFTER INSERT ON "deals" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enqueue_webhook_deliveries('deal');
CREATE TRIGGER "deals_webhooks_update" AFTER UPDATE ON "deals"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enqueue_webhook_deliveries('deal');
CREATE TRIGGER "deals_webhooks_delete" AFTER DELETE ON "deals" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enqueue_webhook_deliveries('deal');

CREATE TRIGGER "tasks_webhooks_insert" AFTER INSERT ON "tasks" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enqueue_webhook_deliveries('task');
CREATE TRIGGER "tasks_webhooks_update" AFTER UPDATE ON "tasks"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enqueue_webhook_deliveries('task');
CREATE TRIGGER "tasks_webhooks_delete" AFTER DELETE ON "tasks" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enqueue_webhook_deliveries('task');

CREATE TRIGGER "activities_webhooks_insert" AFTER INSERT ON "activities" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enqueue_webhook_deliveries('activity');
CREATE TRIGGER "activities_webhooks_update" AFTER UPDATE ON "activities"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enqueue_webhook_deliveries('activity');
CREATE TRIGGER "activities_webhooks_delete" AFTER DELETE ON "activities" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enqueue_webhook_deliveries('activity');
