import { CompanyExportButton } from "../csv/CompanyExportButton.tsx";
import { CompanyImportButton } from "../csv/CompanyImportDialog.tsx";
import { PlusOutlined } from "@ant-design/icons";
import { Alert, Button, Card } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import type { CompanyFieldsFragment } from "#web/graphql/generated/graphql.ts";
import { useAddressFilters } from "#web/ui/lists/useAddressFilters.ts";
import { PageHeader } from "#web/ui/PageHeader.tsx";
import { useDebouncedValue } from "#web/ui/useDebouncedValue.ts";
import "../companies.css";
import { useCompanyPages } from "../hooks/useCompanyPages.ts";
import {
  companyFilter,
  filtersFromSearchParams,
  withFilters,
  type CompanyListFilters,
} from "../utils/companyListFilters.ts";
import { CompanyFilters } from "./CompanyFilters.tsx";
import { CompanyFormDialog } from "./CompanyFormDialog.tsx";
import { CompanyTable } from "./CompanyTable.tsx";
import { DeleteCompanyDialog, type DeleteCompanyTarget } from "./DeleteCompanyDialog.tsx";

const SEARCH_DELAY_MS = 300;

/** "new" while adding, the company while editing, null while no dialog is open. */
type DialogState = "new" | CompanyFieldsFragment | null;

/**
 * The Companies screen: search (name or domain), industry, size and owner filters, the paged table
 * (all kept in the address, so a reload, Back or a shared link shows the same list) and the add, edit
 * and delete actions.
 */
export function CompaniesOverview() {
  const navigate = useNavigate();
  const { filters, changeFilters } = useAddressFilters<CompanyListFilters>(filtersFromSearchParams, withFilters);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [deleting, setDeleting] = useState<DeleteCompanyTarget | null>(null);
  // The address follows the typing; the server is asked once the typing pauses.
  const debouncedSearch = useDebouncedValue(filters.search.trim(), SEARCH_DELAY_MS);

  const orderBy = filters.sort;
  // The list as the table shows it: the CSV export downloads the same.
  const filter = companyFilter({ ...filters, search: debouncedSearch });
  const pages = useCompanyPages(
    { filter, orderBy },
    { page: filters.page, onPageChange: (page) => changeFilters({ page }) },
  );
  const refresh = () => void pages.refetch().catch(() => {});

  return (
    <>
      <PageHeader
        title="Companies"
        description="The companies you sell to, and the people who work there."
        actions={
          <>
            <CompanyExportButton filter={filter} orderBy={orderBy} />
            <CompanyImportButton onImported={refresh} />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog("new")}>
              Add Company
            </Button>
          </>
        }
      />
      <Card className="company-list-card">
        <CompanyFilters
          search={filters.search}
          industry={filters.industry}
          size={filters.size}
          ownerId={filters.ownerId}
          onSearchChange={(search) => changeFilters({ search })}
          onIndustryChange={(industry) => changeFilters({ industry })}
          onSizeChange={(size) => changeFilters({ size })}
          onOwnerChange={(ownerId) => changeFilters({ ownerId })}
        />
        {pages.error ? (
          <Alert type="error" showIcon title="Failed to load companies" className="company-list-error" />
        ) : null}
        <CompanyTable
          rows={pages.rows}
          loading={pages.loading}
          page={pages.page}
          pageSize={pages.pageSize}
          totalCount={pages.totalCount}
          totalIsLowerBound={pages.totalIsLowerBound}
          orderBy={orderBy}
          onPageChange={pages.goToPage}
          onOrderChange={(sort) => changeFilters({ sort })}
          onView={(company) => void navigate(`/companies/${company.id}`)}
          onEdit={setDialog}
          onDelete={setDeleting}
        />
      </Card>
      <CompanyFormDialog
        open={dialog !== null}
        company={dialog === "new" ? null : dialog}
        onClose={() => setDialog(null)}
        onSaved={refresh}
      />
      <DeleteCompanyDialog company={deleting} onClose={() => setDeleting(null)} onDeleted={refresh} />
    </>
  );
}
