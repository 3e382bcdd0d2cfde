import { PlusOutlined, UploadOutlined } from "@ant-design/icons";
import { Alert, Button, Card } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import type { CustomerFieldsFragment } from "#web/graphql/generated/graphql.ts";
import { ExportButton } from "#web/ui/ExportButton.tsx";
import { useDebouncedValue } from "#web/ui/useDebouncedValue.ts";
import { PageHeader } from "#web/ui/PageHeader.tsx";
import { useAddressFilters } from "#web/ui/lists/useAddressFilters.ts";
import { useCustomerPages } from "../hooks/useCustomerPages.ts";
import { useDeleteCustomer } from "../hooks/useDeleteCustomer.tsx";
import { customerExportUrl } from "../utils/customerExportUrl.ts";
import {
  customerFilter,
  filtersFromSearchParams,
  withFilters,
  type CustomerListFilters,
} from "../utils/customerListFilters.ts";
import "../customers.css";
import { CustomerFilters } from "./CustomerFilters.tsx";
import { CustomerFormDialog } from "#web/ui/records/CustomerFormDialog.tsx";
import { CustomerImportDialog } from "./CustomerImportDialog.tsx";
import { CustomerTable } from "./CustomerTable.tsx";

const SEARCH_DELAY_MS = 300;

/** "new" while adding, the customer while editing, null while no dialog is open. */
type DialogState = "new" | CustomerFieldsFragment | null;

/**
 * The Customers screen: search, status filter, the paged table (all kept in the address, so a
 * reload, Back or a shared link shows the same list) and the add, edit and delete actions.
 */
export function CustomersOverview() {
  const navigate = useNavigate();
  const { filters, changeFilters } = useAddressFilters<CustomerListFilters>(filtersFromSearchParams, withFilters);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [importing, setImporting] = useState(false);
  // The address follows the typing; the server is asked once the typing pauses.
  const debouncedSearch = useDebouncedValue(filters.search.trim(), SEARCH_DELAY_MS);

  const statusFilter = filters.status === "all" ? null : filters.status;
  const orderBy = filters.sort;
  const pages = useCustomerPages(
    { filter: customerFilter({ search: debouncedSearch, status: filters.status }), orderBy },
    { page: filters.page, onPageChange: (page) => changeFilters({ page }) },
  );
  const refresh = () => void pages.refetch().catch(() => {});
  const { confirmDelete, confirmation } = useDeleteCustomer(refresh);

  return (
    <>
      <PageHeader
        title="Customers"
        description="Manage your customer relationships."
        actions={
          <>
            <ExportButton href={customerExportUrl({ search: debouncedSearch, status: statusFilter, orderBy })} />
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              Import
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog("new")}>
              Add Customer
            </Button>
          </>
        }
      />
      <Card className="customer-list-card">
        <CustomerFilters
          search={filters.search}
          status={filters.status}
          onSearchChange={(search) => changeFilters({ search })}
          onStatusChange={(status) => changeFilters({ status })}
        />
        {pages.error ? (
          <Alert type="error" showIcon title="Failed to load customers" className="customer-list-error" />
        ) : null}
        <CustomerTable
          rows={pages.rows}
          loading={pages.loading}
          page={pages.page}
          pageSize={pages.pageSize}
          totalCount={pages.totalCount}
          totalIsLowerBound={pages.totalIsLowerBound}
          orderBy={orderBy}
          onPageChange={pages.goToPage}
          onOrderChange={(sort) => changeFilters({ sort })}
          onView={(customer) => void navigate(`/customers/${customer.id}`)}
          onEdit={setDialog}
          onDelete={confirmDelete}
        />
      </Card>
      <CustomerFormDialog
        open={dialog !== null}
        customer={dialog === "new" ? null : dialog}
        onClose={() => setDialog(null)}
        onSaved={refresh}
      />
      <CustomerImportDialog open={importing} onClose={() => setImporting(false)} onImported={refresh} />
      {confirmation}
    </>
  );
}
