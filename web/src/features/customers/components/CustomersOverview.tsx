import { PlusOutlined, UploadOutlined } from "@ant-design/icons";
import { Alert, Button, Card } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import type { CustomerFieldsFragment, CustomerOrder } from "#web/graphql/generated/graphql.ts";
import { ExportButton } from "#web/ui/ExportButton.tsx";
import { useDebouncedValue } from "#web/ui/useDebouncedValue.ts";
import { PageHeader } from "#web/ui/PageHeader.tsx";
import { CUSTOMER_PAGE_SIZE, useCustomerPages } from "../hooks/useCustomerPages.ts";
import { useDeleteCustomer } from "../hooks/useDeleteCustomer.tsx";
import { customerExportUrl } from "../utils/customerExportUrl.ts";
import "../customers.css";
import { CustomerFilters, type StatusFilter } from "./CustomerFilters.tsx";
import { CustomerFormDialog } from "#web/ui/records/CustomerFormDialog.tsx";
import { CustomerImportDialog } from "./CustomerImportDialog.tsx";
import { CustomerTable } from "./CustomerTable.tsx";

const SEARCH_DELAY_MS = 300;

/** "new" while adding, the customer while editing, null while no dialog is open. */
type DialogState = "new" | CustomerFieldsFragment | null;

/** The Customers screen: search, status filter, the paged table and the add, edit and delete actions. */
export function CustomersOverview() {
  const navigate = useNavigate();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [orderBy, setOrderBy] = useState<CustomerOrder | null>(null);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [importing, setImporting] = useState(false);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);

  const statusFilter = status === "all" ? null : status;
  const pages = useCustomerPages({
    filter: { search: debouncedSearch || null, status: statusFilter },
    orderBy,
  });
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
      <Card>
        <CustomerFilters search={search} status={status} onSearchChange={setSearch} onStatusChange={setStatus} />
        {pages.error ? (
          <Alert type="error" showIcon title="Failed to load customers" className="customer-list-error" />
        ) : null}
        <CustomerTable
          rows={pages.rows}
          loading={pages.loading}
          page={pages.page}
          pageSize={CUSTOMER_PAGE_SIZE}
          totalCount={pages.totalCount}
          totalIsLowerBound={pages.totalIsLowerBound}
          orderBy={orderBy}
          onPageChange={pages.goToPage}
          onOrderChange={setOrderBy}
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
