-- DropIndex
DROP INDEX "customer_companies_workspace_id_company_id_customer_id_idx";

-- CreateIndex
CREATE INDEX "customer_companies_workspace_id_company_id_is_primary_creat_idx" ON "customer_companies"("workspace_id", "company_id", "is_primary", "created_at", "id");
