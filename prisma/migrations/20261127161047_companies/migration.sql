-- AlterTable
ALTER TABLE "activities" ADD COLUMN     "company_id" UUID;

-- AlterTable
ALTER TABLE "deals" ADD COLUMN     "company_id" UUID;

-- AlterTable
ALTER TABLE "tasks" ADD COLUMN     "company_id" UUID;

-- AlterTable
ALTER TABLE "workspaces" ADD COLUMN     "auto_link_companies" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "companies" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL DEFAULT (current_setting('app.workspace_id'::text))::uuid,
    "is_sample" BOOLEAN NOT NULL DEFAULT false,
    "sample_kept" "SampleKept",
    "name" TEXT NOT NULL,
    "domains" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "industry" TEXT NOT NULL DEFAULT '',
    "size" INTEGER,
    "phone" TEXT NOT NULL DEFAULT '',
    "website" TEXT NOT NULL DEFAULT '',
    "address" TEXT NOT NULL DEFAULT '',
    "notes" TEXT NOT NULL DEFAULT '',
    "owner_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "search_text" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "companies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "company_domains" (
    "workspace_id" UUID NOT NULL,
    "domain" TEXT NOT NULL,
    "company_id" UUID NOT NULL,

    CONSTRAINT "company_domains_pkey" PRIMARY KEY ("workspace_id","domain")
);

-- CreateTable
CREATE TABLE "customer_companies" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL DEFAULT (current_setting('app.workspace_id'::text))::uuid,
    "customer_id" UUID NOT NULL,
    "company_id" UUID NOT NULL,
    "role" TEXT NOT NULL DEFAULT '',
    "is_primary" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "customer_companies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "deal_contacts" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL DEFAULT (current_setting('app.workspace_id'::text))::uuid,
    "deal_id" UUID NOT NULL,
    "customer_id" UUID NOT NULL,
    "role" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deal_contacts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "companies_search_trgm_idx" ON "companies" USING GIN ("workspace_id" uuid_ops, "search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "companies_workspace_id_name_id_idx" ON "companies"("workspace_id", "name", "id");

-- CreateIndex
CREATE INDEX "companies_workspace_id_created_at_id_idx" ON "companies"("workspace_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "companies_workspace_id_updated_at_id_idx" ON "companies"("workspace_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "companies_workspace_id_industry_id_idx" ON "companies"("workspace_id", "industry", "id");

-- CreateIndex
CREATE INDEX "companies_workspace_id_size_id_idx" ON "companies"("workspace_id", "size", "id");

-- CreateIndex
CREATE INDEX "companies_workspace_id_owner_id_id_idx" ON "companies"("workspace_id", "owner_id", "id");

-- CreateIndex
CREATE INDEX "companies_owner_id_idx" ON "companies"("owner_id");

-- CreateIndex
CREATE UNIQUE INDEX "companies_workspace_id_id_key" ON "companies"("workspace_id", "id");

-- CreateIndex
CREATE INDEX "company_domains_workspace_id_company_id_idx" ON "company_domains"("workspace_id", "company_id");

-- CreateIndex
CREATE INDEX "customer_companies_workspace_id_company_id_customer_id_idx" ON "customer_companies"("workspace_id", "company_id", "customer_id");

-- CreateIndex
CREATE UNIQUE INDEX "customer_companies_workspace_id_customer_id_company_id_key" ON "customer_companies"("workspace_id", "customer_id", "company_id");

-- CreateIndex
CREATE INDEX "deal_contacts_workspace_id_customer_id_idx" ON "deal_contacts"("workspace_id", "customer_id");

-- CreateIndex
CREATE UNIQUE INDEX "deal_contacts_workspace_id_deal_id_customer_id_key" ON "deal_contacts"("workspace_id", "deal_id", "customer_id");

-- CreateIndex
CREATE INDEX "activities_workspace_id_company_id_occurred_at_idx" ON "activities"("workspace_id", "company_id", "occurred_at");

-- CreateIndex
CREATE INDEX "deals_workspace_id_company_id_stage_idx" ON "deals"("workspace_id", "company_id", "stage");

-- CreateIndex
CREATE UNIQUE INDEX "deals_workspace_id_id_key" ON "deals"("workspace_id", "id");

-- CreateIndex
CREATE INDEX "tasks_workspace_id_company_id_due_at_idx" ON "tasks"("workspace_id", "company_id", "due_at");

-- AddForeignKey
ALTER TABLE "deals" ADD CONSTRAINT "deals_workspace_id_company_id_fkey" FOREIGN KEY ("workspace_id", "company_id") REFERENCES "companies"("workspace_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_workspace_id_company_id_fkey" FOREIGN KEY ("workspace_id", "company_id") REFERENCES "companies"("workspace_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "activities" ADD CONSTRAINT "activities_workspace_id_company_id_fkey" FOREIGN KEY ("workspace_id", "company_id") REFERENCES "companies"("workspace_id", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "companies" ADD CONSTRAINT "companies_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "companies" ADD CONSTRAINT "companies_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_domains" ADD CONSTRAINT "company_domains_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_domains" ADD CONSTRAINT "company_domains_workspace_id_company_id_fkey" FOREIGN KEY ("workspace_id", "company_id") REFERENCES "companies"("workspace_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customer_companies" ADD CONSTRAINT "customer_companies_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customer_companies" ADD CONSTRAINT "customer_companies_workspace_id_customer_id_fkey" FOREIGN KEY ("workspace_id", "customer_id") REFERENCES "customers"("workspace_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customer_companies" ADD CONSTRAINT "customer_companies_workspace_id_company_id_fkey" FOREIGN KEY ("workspace_id", "company_id") REFERENCES "companies"("workspace_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deal_contacts" ADD CONSTRAINT "deal_contacts_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deal_contacts" ADD CONSTRAINT "deal_contacts_workspace_id_deal_id_fkey" FOREIGN KEY ("workspace_id", "deal_id") REFERENCES "deals"("workspace_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deal_contacts" ADD CONSTRAINT "deal_contacts_workspace_id_customer_id_fkey" FOREIGN KEY ("workspace_id", "customer_id") REFERENCES "customers"("workspace_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Everything below is written by hand.

-- The legacy company text's lookup: the workspace's oldest company of a name, compared trimmed and
-- without case. And at most one primary company per person.
CREATE INDEX "companies_name_key_idx" ON "companies" ("workspace_id", lower(btrim("name")), "created_at", "id");
CREATE UNIQUE INDEX "customer_companies_one_primary_idx" ON "customer_companies" ("workspace_id", "customer_id")
  WHERE "is_primary";
ALTER TABLE "companies" ALTER COLUMN "domains" SET NOT NULL;

-- A UUIDv7 made in SQL (as Prisma's uuid(7) makes them in the client): the time in ms first, so rows
-- written here sort by age like the others. PostgreSQL 18 has uuidv7(); the cluster's 15 does not.
CREATE FUNCTION "bramble_uuid_v7"() RETURNS UUID LANGUAGE sql VOLATILE AS $$
  SELECT encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
    PLACING substring(int8send((extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3) FROM 1 FOR 6),
    52, 1), 53, 1), 'hex')::uuid
$$;

-- What search reads: name and domains lower-cased, joined by the unit separator (U+001F). A trigger,
-- not a generated column: array_to_string is not immutable.
CREATE FUNCTION "keep_company_search_text"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(NEW.name) || chr(31) || lower(array_to_string(NEW.domains, ' '));
  RETURN NEW;
END
$$;
CREATE TRIGGER "companies_search_text" BEFORE INSERT OR UPDATE OF "name", "domains" ON "companies"
  FOR EACH ROW EXECUTE FUNCTION keep_company_search_text();

-- company_domains follows companies.domains: a domain another company of the workspace has fails the
-- insert with a unique violation (company_domains_pkey), which the service names.
CREATE FUNCTION "keep_company_domains"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM company_domains
    WHERE workspace_id = NEW.workspace_id AND company_id = NEW.id AND domain <> ALL(NEW.domains);
  END IF;
  INSERT INTO company_domains (workspace_id, domain, company_id)
  SELECT NEW.workspace_id, d.domain, NEW.id FROM unnest(NEW.domains) AS d(domain)
  WHERE NOT EXISTS (
    SELECT FROM company_domains cd WHERE cd.workspace_id = NEW.workspace_id AND cd.domain = d.domain AND cd.company_id = NEW.id
  );
  RETURN NULL;
END
$$;
CREATE TRIGGER "companies_domains_insert" AFTER INSERT ON "companies" FOR EACH ROW
  WHEN (cardinality(NEW.domains) > 0) EXECUTE FUNCTION keep_company_domains();
CREATE TRIGGER "companies_domains_update" AFTER UPDATE OF "domains" ON "companies" FOR EACH ROW
  WHEN (OLD.domains IS DISTINCT FROM NEW.domains) EXECUTE FUNCTION keep_company_domains();

-- customers.company is a copy of the person's primary company's name, kept by the statement that
-- changes a link or renames a company. The copy is bookkeeping: while it is written
-- (bramble.company_copy = 'on') webhooks announce nothing (a rename announces company.updated alone)
-- and a sample person stays a sample.
CREATE FUNCTION "copy_primary_company_names"(workspace UUID, people UUID[]) RETURNS VOID LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('bramble.company_copy', 'on', true);
  UPDATE customers c SET company = coalesce(p.name, '')
  FROM (
    SELECT person.id, (
      SELECT co.name FROM customer_companies l JOIN companies co ON co.workspace_id = l.workspace_id AND co.id = l.company_id
      WHERE l.workspace_id = workspace AND l.customer_id = person.id AND l.is_primary
    ) AS name
    FROM unnest(people) AS person(id)
  ) AS p
  WHERE c.workspace_id = workspace AND c.id = p.id AND c.company IS DISTINCT FROM coalesce(p.name, '');
  PERFORM set_config('bramble.company_copy', 'off', true);
END
$$;

CREATE FUNCTION "copy_company_names_of_links"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  changed RECORD;
BEGIN
  FOR changed IN EXECUTE format(
    'SELECT workspace_id, array_agg(DISTINCT customer_id) AS people FROM (%s) AS l GROUP BY workspace_id',
    CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT workspace_id, customer_id FROM new_rows WHERE is_primary'
      WHEN 'DELETE' THEN 'SELECT workspace_id, customer_id FROM old_rows WHERE is_primary'
      ELSE 'SELECT n.workspace_id, n.customer_id FROM new_rows n JOIN old_rows o ON o.id = n.id
            WHERE n.is_primary IS DISTINCT FROM o.is_primary OR (n.is_primary AND n.company_id <> o.company_id)'
    END)
  LOOP
    PERFORM copy_primary_company_names(changed.workspace_id, changed.people);
  END LOOP;
  RETURN NULL;
END
$$;
CREATE TRIGGER "customer_companies_copy_insert" AFTER INSERT ON "customer_companies"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION copy_company_names_of_links();
CREATE TRIGGER "customer_companies_copy_update" AFTER UPDATE ON "customer_companies"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION copy_company_names_of_links();
CREATE TRIGGER "customer_companies_copy_delete" AFTER DELETE ON "customer_companies"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION copy_company_names_of_links();

CREATE FUNCTION "copy_renamed_company_names"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  changed RECORD;
BEGIN
  FOR changed IN
    SELECT l.workspace_id, array_agg(l.customer_id) AS people
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    JOIN customer_companies l ON l.workspace_id = n.workspace_id AND l.company_id = n.id AND l.is_primary
    WHERE n.name IS DISTINCT FROM o.name
    GROUP BY l.workspace_id
  LOOP
    PERFORM copy_primary_company_names(changed.workspace_id, changed.people);
  END LOOP;
  RETURN NULL;
END
$$;
CREATE TRIGGER "companies_copy_rename" AFTER UPDATE ON "companies"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION copy_renamed_company_names();

-- As in one_enqueue_function, but silent while the company copy is written, and TG_ARGV[1], when
-- given, names the event (a person's company links announce customer.company_linked|unlinked).
CREATE OR REPLACE FUNCTION "enqueue_webhook_deliveries"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  event_name TEXT := coalesce(TG_ARGV[1], TG_ARGV[0] || '.' || CASE TG_OP WHEN 'INSERT' THEN 'created' WHEN 'UPDATE' THEN 'updated' ELSE 'deleted' END);
BEGIN
  IF current_setting('bramble.company_copy', true) = 'on' THEN
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

-- As in sample_rows_kept, but the company copy is not an edit.
CREATE OR REPLACE FUNCTION "keep_edited_sample_row"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('bramble.company_copy', true) = 'on' THEN
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

-- Sample companies follow the sample rule: changing what one says makes it real (its owner is a move),
-- and so does a real person, deal, task or activity linked to it.
CREATE TRIGGER "companies_sample_edited" BEFORE UPDATE ON "companies" FOR EACH ROW WHEN (OLD.is_sample)
  EXECUTE FUNCTION keep_edited_sample_row('id', 'workspace_id', 'is_sample', 'sample_kept', 'created_at',
    'updated_at', 'search_text', 'owner_id');

CREATE FUNCTION "keep_sample_company_of_real_row"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  -- A link is real when its person is (TG_ARGV[0] = 'link'); a deal, task or activity when it is not a sample.
  IF TG_ARGV[0] = 'link' AND NOT EXISTS (
    SELECT FROM customers WHERE workspace_id = NEW.workspace_id AND id = NEW.customer_id AND NOT is_sample
  ) THEN
    RETURN NULL;
  END IF;
  UPDATE companies SET is_sample = false, sample_kept = 'attached'
  WHERE workspace_id = NEW.workspace_id AND id = NEW.company_id AND is_sample;
  RETURN NULL;
END
$$;
CREATE TRIGGER "customer_companies_real_on_sample_company" AFTER INSERT OR UPDATE ON "customer_companies"
  FOR EACH ROW EXECUTE FUNCTION keep_sample_company_of_real_row('link');
CREATE TRIGGER "deals_real_on_sample_company" AFTER INSERT OR UPDATE OF "company_id", "is_sample" ON "deals" FOR EACH ROW
  WHEN (NOT NEW.is_sample AND NEW.company_id IS NOT NULL) EXECUTE FUNCTION keep_sample_company_of_real_row('row');
CREATE TRIGGER "tasks_real_on_sample_company" AFTER INSERT OR UPDATE OF "company_id", "is_sample" ON "tasks" FOR EACH ROW
  WHEN (NOT NEW.is_sample AND NEW.company_id IS NOT NULL) EXECUTE FUNCTION keep_sample_company_of_real_row('row');
CREATE TRIGGER "activities_real_on_sample_company" AFTER INSERT OR UPDATE OF "company_id", "is_sample" ON "activities" FOR EACH ROW
  WHEN (NOT NEW.is_sample AND NEW.company_id IS NOT NULL) EXECUTE FUNCTION keep_sample_company_of_real_row('row');

-- Existing data: each workspace's distinct company texts (trimmed, compared without case) become
-- companies, named with their most frequent spelling (the earliest seen on a tie), a sample when only
-- sample people have it; each person is linked to theirs as primary, and the copy takes the chosen
-- spelling. Idempotent: a text that already names a company, and a person who already has a primary
-- company, are left alone. It announces nothing: the companies' webhook triggers come later (migration
-- the end of this file), and the copy is written in the quiet mode above. Session-wide, as the runner may not
-- wrap the file in one transaction.
SELECT set_config('bramble.company_copy', 'on', false);

WITH spellings AS (
  SELECT workspace_id, lower(btrim(company)) AS key, btrim(company) AS spelling, count(*) AS people,
    min(created_at) AS first_seen, bool_and(is_sample) AS sample
  FROM customers WHERE btrim(company) <> ''
  GROUP BY workspace_id, lower(btrim(company)), btrim(company)
), keys AS (
  SELECT DISTINCT ON (workspace_id, key) workspace_id, key, spelling,
    min(first_seen) OVER (PARTITION BY workspace_id, key) AS first_seen,
    bool_and(sample) OVER (PARTITION BY workspace_id, key) AS sample
  FROM spellings
  ORDER BY workspace_id, key, people DESC, first_seen, spelling
)
INSERT INTO companies (id, workspace_id, name, is_sample, created_at, updated_at)
SELECT bramble_uuid_v7(), k.workspace_id, k.spelling, k.sample, k.first_seen, now()
FROM keys k
WHERE NOT EXISTS (
  SELECT FROM companies c WHERE c.workspace_id = k.workspace_id AND lower(btrim(c.name)) = k.key
);

INSERT INTO customer_companies (id, workspace_id, customer_id, company_id, is_primary, created_at)
SELECT bramble_uuid_v7(), p.workspace_id, p.id, co.id, true, now()
FROM customers p
CROSS JOIN LATERAL (
  SELECT c.id FROM companies c
  WHERE c.workspace_id = p.workspace_id AND lower(btrim(c.name)) = lower(btrim(p.company))
  ORDER BY c.created_at, c.id LIMIT 1
) AS co
WHERE btrim(p.company) <> ''
  AND NOT EXISTS (
    SELECT FROM customer_companies l WHERE l.workspace_id = p.workspace_id AND l.customer_id = p.id AND l.is_primary
  )
ON CONFLICT (workspace_id, customer_id, company_id) DO NOTHING;

SELECT set_config('bramble.company_copy', 'off', false);

-- After the backfill, so it announces nothing: companies announce company.created|updated|deleted, and
-- a person's links customer.company_linked (a new link, or its role or primary mark changed) and
-- customer.company_unlinked.
CREATE TRIGGER "companies_webhooks_insert" AFTER INSERT ON "companies" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enqueue_webhook_deliveries('company');
CREATE TRIGGER "companies_webhooks_update" AFTER UPDATE ON "companies"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enqueue_webhook_deliveries('company');
CREATE TRIGGER "companies_webhooks_delete" AFTER DELETE ON "companies" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enqueue_webhook_deliveries('company');
CREATE TRIGGER "customer_companies_webhooks_insert" AFTER INSERT ON "customer_companies" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enqueue_webhook_deliveries('customer', 'customer.company_linked');
CREATE TRIGGER "customer_companies_webhooks_update" AFTER UPDATE ON "customer_companies"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enqueue_webhook_deliveries('customer', 'customer.company_linked');
CREATE TRIGGER "customer_companies_webhooks_delete" AFTER DELETE ON "customer_companies" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enqueue_webhook_deliveries('customer', 'customer.company_unlinked');
