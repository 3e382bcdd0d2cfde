-- CreateEnum
CREATE TYPE "SampleKept" AS ENUM ('edited', 'attached');

-- AlterTable
ALTER TABLE "activities" ADD COLUMN     "sample_kept" "SampleKept";

-- AlterTable
ALTER TABLE "customers" ADD COLUMN     "sample_kept" "SampleKept";

-- AlterTable
ALTER TABLE "deals" ADD COLUMN     "sample_kept" "SampleKept";

-- AlterTable
ALTER TABLE "tasks" ADD COLUMN     "sample_kept" "SampleKept";

-- Everything below is written by hand. A sample row (the demo rows a workspace starts with) stays a
-- sample until someone changes what it says, or attaches a real row to it; then it is kept when the
-- sample data is removed, and sample_kept says why. Triggers, so every way of writing (screens,
-- GraphQL, REST, CSV import, SQL) follows the one rule.

-- BEFORE UPDATE of a sample row: TG_ARGV lists the columns that do not count as what the row says (the
-- bookkeeping, and the moves: a deal's stage and place, a task's completion, a customer's status, who
-- owns it). A change to any other column (name, e-mail, notes, a value, title, description, a new
-- column too) makes the row real; writing the same values again does not.
CREATE FUNCTION "keep_edited_sample_row"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_sample AND (to_jsonb(NEW) - TG_ARGV) IS DISTINCT FROM (to_jsonb(OLD) - TG_ARGV) THEN
    NEW.is_sample := false;
    NEW.sample_kept := 'edited';
  ELSIF NOT NEW.is_sample AND NEW.sample_kept IS NULL THEN
    NEW.sample_kept := 'edited';
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER "customers_sample_edited" BEFORE UPDATE ON "customers" FOR EACH ROW WHEN (OLD.is_sample)
  EXECUTE FUNCTION keep_edited_sample_row('id', 'workspace_id', 'is_sample', 'sample_kept', 'created_at',
    'updated_at', 'search_text', 'email_normalized', 'email_duplicate', 'status', 'owner_id');
CREATE TRIGGER "deals_sample_edited" BEFORE UPDATE ON "deals" FOR EACH ROW WHEN (OLD.is_sample)
  EXECUTE FUNCTION keep_edited_sample_row('id', 'workspace_id', 'is_sample', 'sample_kept', 'created_at',
    'updated_at', 'search_text', 'stage', 'position', 'closed_at', 'owner_id', 'lost_reason', 'lost_note');
CREATE TRIGGER "tasks_sample_edited" BEFORE UPDATE ON "tasks" FOR EACH ROW WHEN (OLD.is_sample)
  EXECUTE FUNCTION keep_edited_sample_row('id', 'workspace_id', 'is_sample', 'sample_kept', 'created_at',
    'updated_at', 'completed_at', 'assignee_id');
CREATE TRIGGER "activities_sample_edited" BEFORE UPDATE ON "activities" FOR EACH ROW WHEN (OLD.is_sample)
  EXECUTE FUNCTION keep_edited_sample_row('id', 'workspace_id', 'is_sample', 'sample_kept', 'created_at',
    'updated_at', 'author_id');

-- AFTER a real deal, task or activity is written on a sample customer (created there, moved there, or
-- made real by an edit): the customer is kept too, or removing the samples would delete it with them.
CREATE FUNCTION "keep_sample_customer_of_real_row"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customers SET is_sample = false, sample_kept = 'attached'
  WHERE workspace_id = NEW.workspace_id AND id = NEW.customer_id AND is_sample;
  RETURN NULL;
END
$$;

CREATE TRIGGER "deals_real_on_sample_customer_insert" AFTER INSERT ON "deals" FOR EACH ROW
  WHEN (NOT NEW.is_sample) EXECUTE FUNCTION keep_sample_customer_of_real_row();
CREATE TRIGGER "deals_real_on_sample_customer_update" AFTER UPDATE ON "deals" FOR EACH ROW
  WHEN (NOT NEW.is_sample AND (OLD.is_sample OR OLD.customer_id IS DISTINCT FROM NEW.customer_id))
  EXECUTE FUNCTION keep_sample_customer_of_real_row();
CREATE TRIGGER "tasks_real_on_sample_customer_insert" AFTER INSERT ON "tasks" FOR EACH ROW
  WHEN (NOT NEW.is_sample AND NEW.customer_id IS NOT NULL) EXECUTE FUNCTION keep_sample_customer_of_real_row();
CREATE TRIGGER "tasks_real_on_sample_customer_update" AFTER UPDATE ON "tasks" FOR EACH ROW
  WHEN (NOT NEW.is_sample AND NEW.customer_id IS NOT NULL
    AND (OLD.is_sample OR OLD.customer_id IS DISTINCT FROM NEW.customer_id))
  EXECUTE FUNCTION keep_sample_customer_of_real_row();
CREATE TRIGGER "activities_real_on_sample_customer_insert" AFTER INSERT ON "activities" FOR EACH ROW
  WHEN (NOT NEW.is_sample AND NEW.customer_id IS NOT NULL) EXECUTE FUNCTION keep_sample_customer_of_real_row();
CREATE TRIGGER "activities_real_on_sample_customer_update" AFTER UPDATE ON "activities" FOR EACH ROW
  WHEN (NOT NEW.is_sample AND NEW.customer_id IS NOT NULL
    AND (OLD.is_sample OR OLD.customer_id IS DISTINCT FROM NEW.customer_id))
  EXECUTE FUNCTION keep_sample_customer_of_real_row();

-- Webhooks do not announce the sample columns changing alone (as before for is_sample).
CREATE OR REPLACE FUNCTION "webhook_changed_rows_sql"(operation TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE operation
    WHEN 'INSERT' THEN 'SELECT r.workspace_id, to_jsonb(r) AS snapshot FROM new_rows r'
    WHEN 'DELETE' THEN 'SELECT r.workspace_id, to_jsonb(r) AS snapshot FROM old_rows r'
    ELSE 'SELECT n.workspace_id, to_jsonb(n) AS snapshot FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE to_jsonb(n) - ''{updated_at,search_text,email_normalized,email_duplicate,is_sample,sample_kept}''::text[]
                IS DISTINCT FROM to_jsonb(o) - ''{updated_at,search_text,email_normalized,email_duplicate,is_sample,sample_kept}''::text[]'
  END
$$;
