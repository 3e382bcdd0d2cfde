-- Written by hand (no model changes): custom fields' definitions announce custom_field.created|updated|
-- deleted, and the writes no one made to a record are bookkeeping.

-- As in the companies migration, but silent for bookkeeping too (bramble.bookkeeping = 'on', set for
-- the rest of a transaction or until set 'off' again, see schema/core/db/bookkeeping.ts): a deleted
-- field's values removed from its records in batches (no customer.updated per record: the field's
-- custom_field.deleted said it), and the other fields' positions shifting as one field moves.
CREATE OR REPLACE FUNCTION "enqueue_webhook_deliveries"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  event_name TEXT := coalesce(TG_ARGV[1], TG_ARGV[0] || '.' || CASE TG_OP WHEN 'INSERT' THEN 'created' WHEN 'UPDATE' THEN 'updated' ELSE 'deleted' END);
BEGIN
  IF current_setting('bramble.company_copy', true) = 'on' OR current_setting('bramble.bookkeeping', true) = 'on' THEN
    RETURN NULL;
  END IF;
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
    SELECT bramble_enqueue(
      'webhook_delivery',
      array_agg(json_build_object('workspaceId', d.workspace_id, 'deliveryId', d.id)),
      array_agg('webhook-delivery:' || d.id)
    )
    FROM deliveries d
    HAVING count(*) > 0
  $sql$, webhook_changed_rows_sql(TG_OP)) USING event_name;
  RETURN NULL;
END
$$;

-- As in the companies migration, but a bookkeeping write is not an edit either: removing a deleted
-- field's values leaves a sample row a sample.
CREATE OR REPLACE FUNCTION "keep_edited_sample_row"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('bramble.company_copy', true) = 'on' OR current_setting('bramble.bookkeeping', true) = 'on' THEN
    RETURN NEW;
  END IF;
  IF NEW.is_sample AND (to_jsonb(NEW) - TG_ARGV) IS DISTINCT FROM (to_jsonb(OLD) - TG_ARGV) THEN
    NEW.is_sample := false;
    NEW.sample_kept := 'edited';
  ELSIF NOT NEW.is_sample AND NEW.sample_kept IS NULL THEN
    NEW.sample_kept := 'edited';
  END IF;
  RETURN NEW;
END
$$;

-- A field's definition: its data is the definition as the REST API answers it (less its valueCount).
CREATE TRIGGER "custom_fields_webhooks_insert" AFTER INSERT ON "custom_fields" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enqueue_webhook_deliveries('custom_field');
CREATE TRIGGER "custom_fields_webhooks_update" AFTER UPDATE ON "custom_fields"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enqueue_webhook_deliveries('custom_field');
CREATE TRIGGER "custom_fields_webhooks_delete" AFTER DELETE ON "custom_fields" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enqueue_webhook_deliveries('custom_field');
