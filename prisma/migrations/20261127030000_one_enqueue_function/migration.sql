-- Written by hand: the one road from SQL into the job queue. Every job is added through
-- bramble_enqueue, from a service's transaction (schema/jobs/job-queue.ts) or from a trigger, so the
-- task names a trigger queues are found in one place, and a test holds them equal to the names the
-- TypeScript worker runs (schema/jobs/job-list.ts).
--
-- Jobs of one task, one per payload, each with its job key (job_keys[n] for payloads[n]; NULL: none)
-- and not before run_at (NULL: now). graphile_worker.add_jobs treats a job key as add_job does by
-- default: a job still waiting under the key is replaced. PL/pgSQL, so the function can be created
-- before graphile-worker installs its schema (after the migrations); it is only called afterwards.
-- Answers how many jobs it queued.
CREATE FUNCTION "bramble_enqueue"(task TEXT, payloads JSON[], job_keys TEXT[] DEFAULT NULL, run_at TIMESTAMPTZ DEFAULT NULL)
RETURNS INTEGER LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(payloads), 0) = 0 THEN
    RETURN 0;
  END IF;
  PERFORM graphile_worker.add_jobs(ARRAY(
    SELECT ROW(task, queued.payload, NULL, run_at, NULL, job_keys[queued.n], NULL, NULL)::graphile_worker.job_spec
    FROM unnest(payloads) WITH ORDINALITY AS queued(payload, n)
  ));
  RETURN cardinality(payloads);
END
$$;

-- As in the webhooks migration, but the deliveries' jobs are queued through bramble_enqueue.
CREATE OR REPLACE FUNCTION "enqueue_webhook_deliveries"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
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
