-- CreateTable
CREATE TABLE "workspace_monthly_figures" (
    "workspace_id" UUID NOT NULL,
    "figure" TEXT NOT NULL,
    "month" DATE NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "value_cents" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "workspace_monthly_figures_pkey" PRIMARY KEY ("workspace_id","figure","month")
);

-- CreateTable
CREATE TABLE "workspace_row_counts" (
    "workspace_id" UUID NOT NULL,
    "table_name" TEXT NOT NULL,
    "row_count" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "workspace_row_counts_pkey" PRIMARY KEY ("workspace_id","table_name")
);

-- AddForeignKey
ALTER TABLE "workspace_monthly_figures" ADD CONSTRAINT "workspace_monthly_figures_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "workspace_row_counts" ADD CONSTRAINT "workspace_row_counts_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Everything below is written by hand: PostgreSQL keeps both tables exact on every write, so the
-- dashboard and the lists' totals read a few small rows instead of counting whole tables.
--
-- What each row of customers, deals and tasks adds to workspace_monthly_figures, by calendar month
-- (UTC: the timestamps are UTC without a zone). A figure named after a timestamp lets the dashboard
-- count "rows with that timestamp before a moment" from whole months plus a scan of part of one:
--   customers_created    created_at                                customers that existed at a moment
--   deals_created        created_at                                } deals open at a moment:
--   deals_closed         greatest(created_at, closed_at)           } created by then minus closed by then
--   deals_won            closed_at of a closed_won deal, + value   won revenue per month, won deals by stage
--   deals_unclosed_<s>   created_at of a deal without closed_at    open deals by stage (any month)
--   tasks_due            greatest(created_at, due_at - 7 days)     } tasks due within 7 days of a moment and
--   tasks_due_done       greatest(created_at, due_at - 7 days,    } not completed by then: the first minus
--                                 completed_at)                   } the second (7 = TASKS_DUE_WITHIN_DAYS)
-- (greatest() skips nulls, hence the IS NOT NULL conditions.)

CREATE FUNCTION "customer_monthly_figures"(c "customers")
RETURNS TABLE ("month" DATE, "figure" TEXT, "count" INTEGER, "value_cents" BIGINT)
LANGUAGE sql STABLE AS $$
  SELECT date_trunc('month', c.created_at)::date, 'customers_created', 1, 0::bigint
$$;

CREATE FUNCTION "deal_monthly_figures"(d "deals")
RETURNS TABLE ("month" DATE, "figure" TEXT, "count" INTEGER, "value_cents" BIGINT)
LANGUAGE sql STABLE AS $$
  SELECT f.* FROM (VALUES
    (date_trunc('month', d.created_at)::date, 'deals_created', 1, 0::bigint),
    (CASE WHEN d.closed_at IS NOT NULL THEN date_trunc('month', greatest(d.created_at, d.closed_at))::date END,
      'deals_closed', 1, 0),
    (CASE WHEN d.stage = 'closed_won' AND d.closed_at IS NOT NULL THEN date_trunc('month', d.closed_at)::date END,
      'deals_won', 1, d.value_cents),
    (CASE WHEN d.closed_at IS NULL THEN date_trunc('month', d.created_at)::date END,
      'deals_unclosed_' || d.stage::text, 1, d.value_cents)
  ) AS f ("month", "figure", "count", "value_cents")
  WHERE f.month IS NOT NULL
$$;

CREATE FUNCTION "task_monthly_figures"(t "tasks")
RETURNS TABLE ("month" DATE, "figure" TEXT, "count" INTEGER, "value_cents" BIGINT)
LANGUAGE sql STABLE AS $$
  SELECT f.* FROM (VALUES
    (CASE WHEN t.due_at IS NOT NULL
      THEN date_trunc('month', greatest(t.created_at, t.due_at - interval '7 days'))::date END,
      'tasks_due', 1, 0::bigint),
    (CASE WHEN t.due_at IS NOT NULL AND t.completed_at IS NOT NULL
      THEN date_trunc('month', greatest(t.created_at, t.due_at - interval '7 days', t.completed_at))::date END,
      'tasks_due_done', 1, 0)
  ) AS f ("month", "figure", "count", "value_cents")
  WHERE f.month IS NOT NULL
$$;

-- The rows a statement changed, each with +1 (new rows) or -1 (old rows), as SQL over the trigger's
-- transition tables "new_rows" and "old_rows" (which only a trigger function's own queries can see).
-- Their rows are anonymous records: ROW(r.*)::<table> gives them back the table's row type.
CREATE FUNCTION "changed_rows_sql"(operation TEXT, table_name TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE operation
    WHEN 'INSERT' THEN format('SELECT 1 AS sign, ROW(r.*)::%I AS source, r.workspace_id FROM new_rows r', table_name)
    WHEN 'DELETE' THEN format('SELECT -1 AS sign, ROW(r.*)::%I AS source, r.workspace_id FROM old_rows r', table_name)
    ELSE format('SELECT 1 AS sign, ROW(r.*)::%1$I AS source, r.workspace_id FROM new_rows r
                 UNION ALL SELECT -1, ROW(r.*)::%1$I, r.workspace_id FROM old_rows r', table_name)
  END
$$;

-- One upsert per (workspace, figure, month) a statement touched, however many rows it wrote; rows of a
-- workspace being deleted (its rows cascade) are skipped: its figures go with it. A statement locks the
-- figure rows in key order, so two statements writing to the same months wait for each other rather than
-- deadlock (writers in one workspace and month queue on its figure rows until they commit).
-- TG_ARGV[0]: the function above that gives a row's figures.
CREATE FUNCTION "keep_workspace_monthly_figures"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM workspace_monthly_figures WHERE starts_with(figure, TG_TABLE_NAME || '_');
    RETURN NULL;
  END IF;
  EXECUTE format($sql$
    INSERT INTO workspace_monthly_figures AS figures (workspace_id, figure, month, count, value_cents)
    SELECT changed.workspace_id, f.figure, f.month, sum(changed.sign * f.count), sum(changed.sign * f.value_cents)
    FROM (%s) AS changed CROSS JOIN LATERAL %I(changed.source) AS f
    WHERE EXISTS (SELECT FROM workspaces w WHERE w.id = changed.workspace_id)
    GROUP BY 1, 2, 3
    HAVING sum(changed.sign * f.count) <> 0 OR sum(changed.sign * f.value_cents) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (workspace_id, figure, month) DO UPDATE
    SET count = figures.count + excluded.count, value_cents = figures.value_cents + excluded.value_cents
  $sql$, changed_rows_sql(TG_OP, TG_TABLE_NAME), TG_ARGV[0]);
  RETURN NULL;
END
$$;

CREATE FUNCTION "keep_workspace_row_counts"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM workspace_row_counts WHERE table_name = TG_TABLE_NAME;
    RETURN NULL;
  END IF;
  EXECUTE format($sql$
    INSERT INTO workspace_row_counts AS counts (workspace_id, table_name, row_count)
    SELECT changed.workspace_id, %L, sum(changed.sign)
    FROM (%s) AS changed
    WHERE EXISTS (SELECT FROM workspaces w WHERE w.id = changed.workspace_id)
    GROUP BY 1
    HAVING sum(changed.sign) <> 0
    ORDER BY 1
    ON CONFLICT (workspace_id, table_name) DO UPDATE SET row_count = counts.row_count + excluded.row_count
  $sql$, TG_TABLE_NAME, changed_rows_sql(TG_OP, TG_TABLE_NAME));
  RETURN NULL;
END
$$;

-- Statement-level triggers with transition tables: a createMany of thousands of rows costs one upsert
-- per workspace and month, not one per row. (PostgreSQL allows neither a column list nor several events
-- on a trigger with transition tables, hence one trigger per event, and updates of any column.)
CREATE TRIGGER "customers_figures_insert" AFTER INSERT ON "customers" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_workspace_monthly_figures('customer_monthly_figures');
CREATE TRIGGER "customers_figures_update" AFTER UPDATE ON "customers"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_workspace_monthly_figures('customer_monthly_figures');
CREATE TRIGGER "customers_figures_delete" AFTER DELETE ON "customers" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_workspace_monthly_figures('customer_monthly_figures');
CREATE TRIGGER "customers_figures_truncate" AFTER TRUNCATE ON "customers"
  FOR EACH STATEMENT EXECUTE FUNCTION keep_workspace_monthly_figures('customer_monthly_figures');

CREATE TRIGGER "deals_figures_insert" AFTER INSERT ON "deals" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_workspace_monthly_figures('deal_monthly_figures');
CREATE TRIGGER "deals_figures_update" AFTER UPDATE ON "deals"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_workspace_monthly_figures('deal_monthly_figures');
CREATE TRIGGER "deals_figures_delete" AFTER DELETE ON "deals" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_workspace_monthly_figures('deal_monthly_figures');
CREATE TRIGGER "deals_figures_truncate" AFTER TRUNCATE ON "deals"
  FOR EACH STATEMENT EXECUTE FUNCTION keep_workspace_monthly_figures('deal_monthly_figures');

CREATE TRIGGER "tasks_figures_insert" AFTER INSERT ON "tasks" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_workspace_monthly_figures('task_monthly_figures');
CREATE TRIGGER "tasks_figures_update" AFTER UPDATE ON "tasks"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_workspace_monthly_figures('task_monthly_figures');
CREATE TRIGGER "tasks_figures_delete" AFTER DELETE ON "tasks" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_workspace_monthly_figures('task_monthly_figures');
CREATE TRIGGER "tasks_figures_truncate" AFTER TRUNCATE ON "tasks"
  FOR EACH STATEMENT EXECUTE FUNCTION keep_workspace_monthly_figures('task_monthly_figures');

-- Row counts change on insert and delete; an update only when it moves a row to another workspace,
-- which a cheap row trigger catches (the app never does it, but the count stays exact if anyone does).
CREATE TRIGGER "customers_row_count_insert" AFTER INSERT ON "customers" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_workspace_row_counts();
CREATE TRIGGER "customers_row_count_delete" AFTER DELETE ON "customers" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_workspace_row_counts();
CREATE TRIGGER "customers_row_count_truncate" AFTER TRUNCATE ON "customers"
  FOR EACH STATEMENT EXECUTE FUNCTION keep_workspace_row_counts();

CREATE TRIGGER "deals_row_count_insert" AFTER INSERT ON "deals" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_workspace_row_counts();
CREATE TRIGGER "deals_row_count_delete" AFTER DELETE ON "deals" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_workspace_row_counts();
CREATE TRIGGER "deals_row_count_truncate" AFTER TRUNCATE ON "deals"
  FOR EACH STATEMENT EXECUTE FUNCTION keep_workspace_row_counts();

CREATE TRIGGER "tasks_row_count_insert" AFTER INSERT ON "tasks" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_workspace_row_counts();
CREATE TRIGGER "tasks_row_count_delete" AFTER DELETE ON "tasks" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_workspace_row_counts();
CREATE TRIGGER "tasks_row_count_truncate" AFTER TRUNCATE ON "tasks"
  FOR EACH STATEMENT EXECUTE FUNCTION keep_workspace_row_counts();

CREATE TRIGGER "activities_row_count_insert" AFTER INSERT ON "activities" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_workspace_row_counts();
CREATE TRIGGER "activities_row_count_delete" AFTER DELETE ON "activities" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_workspace_row_counts();
CREATE TRIGGER "activities_row_count_truncate" AFTER TRUNCATE ON "activities"
  FOR EACH STATEMENT EXECUTE FUNCTION keep_workspace_row_counts();

CREATE FUNCTION "move_workspace_row_count"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  UPDATE workspace_row_counts SET row_count = row_count - 1
  WHERE workspace_id = OLD.workspace_id AND table_name = TG_TABLE_NAME;
  INSERT INTO workspace_row_counts AS counts (workspace_id, table_name, row_count)
  VALUES (NEW.workspace_id, TG_TABLE_NAME, 1)
  ON CONFLICT (workspace_id, table_name) DO UPDATE SET row_count = counts.row_count + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER "customers_row_count_move" AFTER UPDATE OF "workspace_id" ON "customers" FOR EACH ROW
  WHEN (OLD.workspace_id IS DISTINCT FROM NEW.workspace_id) EXECUTE FUNCTION move_workspace_row_count();
CREATE TRIGGER "deals_row_count_move" AFTER UPDATE OF "workspace_id" ON "deals" FOR EACH ROW
  WHEN (OLD.workspace_id IS DISTINCT FROM NEW.workspace_id) EXECUTE FUNCTION move_workspace_row_count();
CREATE TRIGGER "tasks_row_count_move" AFTER UPDATE OF "workspace_id" ON "tasks" FOR EACH ROW
  WHEN (OLD.workspace_id IS DISTINCT FROM NEW.workspace_id) EXECUTE FUNCTION move_workspace_row_count();
CREATE TRIGGER "activities_row_count_move" AFTER UPDATE OF "workspace_id" ON "activities" FOR EACH ROW
  WHEN (OLD.workspace_id IS DISTINCT FROM NEW.workspace_id) EXECUTE FUNCTION move_workspace_row_count();

-- The dashboard counts the rows of part of a month directly (see schema/dashboard/dashboard.measures.ts):
-- these indexes hold the timestamps it counts by, with what it needs to count from the index alone.
-- (Prisma cannot declare expression, partial or covering indexes; its migrations leave them alone.)
CREATE INDEX "deals_closed_figure_idx" ON "deals" ("workspace_id", greatest("created_at", "closed_at"))
  INCLUDE ("created_at", "closed_at") WHERE "closed_at" IS NOT NULL;
CREATE INDEX "deals_won_figure_idx" ON "deals" ("workspace_id", "closed_at")
  INCLUDE ("value_cents") WHERE "stage" = 'closed_won';
CREATE INDEX "tasks_due_figure_idx" ON "tasks" ("workspace_id", greatest("created_at", "due_at" - interval '7 days'))
  INCLUDE ("created_at", "due_at") WHERE "due_at" IS NOT NULL;
CREATE INDEX "tasks_due_done_figure_idx" ON "tasks"
  ("workspace_id", greatest("created_at", "due_at" - interval '7 days', "completed_at"))
  INCLUDE ("created_at", "due_at", "completed_at") WHERE "due_at" IS NOT NULL AND "completed_at" IS NOT NULL;

-- Backfill from the rows that exist (same functions as the triggers).
INSERT INTO workspace_monthly_figures (workspace_id, figure, month, count, value_cents)
SELECT workspace_id, figure, month, sum(count), sum(value_cents)
FROM (
  SELECT c.workspace_id, f.* FROM customers c CROSS JOIN LATERAL customer_monthly_figures(c) f
  UNION ALL SELECT d.workspace_id, f.* FROM deals d CROSS JOIN LATERAL deal_monthly_figures(d) f
  UNION ALL SELECT t.workspace_id, f.* FROM tasks t CROSS JOIN LATERAL task_monthly_figures(t) f
) AS figures
GROUP BY workspace_id, figure, month;

INSERT INTO workspace_row_counts (workspace_id, table_name, row_count)
SELECT workspace_id, 'customers', count(*) FROM customers GROUP BY workspace_id
UNION ALL SELECT workspace_id, 'deals', count(*) FROM deals GROUP BY workspace_id
UNION ALL SELECT workspace_id, 'tasks', count(*) FROM tasks GROUP BY workspace_id
UNION ALL SELECT workspace_id, 'activities', count(*) FROM activities GROUP BY workspace_id;
