import { Grid, Table, type TableColumnsType } from "antd";
import { Link } from "react-router-dom";
import type { CustomerFieldsFragment, CustomerOrder } from "#web/graphql/generated/graphql.ts";
import { formatPhone } from "#core/phone.rules.ts";
import { formatCents } from "#web/ui/money.ts";
import { customerTableSort } from "../utils/customerOrder.ts";
import { InitialsAvatar } from "#web/ui/InitialsAvatar.tsx";
import { nameInitials } from "#web/ui/nameInitials.ts";
import { CustomerStatusTag } from "./CustomerStatusTag.tsx";
import { ScrollFrame } from "#web/ui/ScrollFrame.tsx";
import { SampleTag } from "#web/ui/SampleTag.tsx";
import { ListPager } from "#web/ui/lists/ListPager.tsx";
import { RowActionsMenu } from "#web/ui/lists/RowActionsMenu.tsx";

export type CustomerTableProps = {
  rows: CustomerFieldsFragment[];
  loading: boolean;
  page: number;
  pageSize: number;
  totalCount: number;
  /** More customers match than totalCount says (the server stops counting a filter at its cap). */
  totalIsLowerBound: boolean;
  orderBy: CustomerOrder | null;
  onPageChange: (page: number) => void;
  onOrderChange: (order: CustomerOrder | null) => void;
  onView: (customer: CustomerFieldsFragment) => void;
  onEdit: (customer: CustomerFieldsFragment) => void;
  onDelete: (customer: CustomerFieldsFragment) => void;
};

/** The person's company (their primary one), linked to its page. */
function CompanyLink({ customer }: { customer: CustomerFieldsFragment }) {
  const { primaryCompany } = customer;
  if (!primaryCompany) return customer.company;
  return <Link to={`/companies/${primaryCompany.id}`}>{customer.company}</Link>;
}

/** The width the full table needs; below it the frame scrolls sideways. */
const FULL_TABLE_WIDTH = 760;

/**
 * Customers, paged and sorted on the server. Below antd's md (768 px, the spec's mobile breakpoint) the
 * table keeps the name (the company under it), the status and the value, so it fits the screen without
 * scrolling; e-mail and phone are on the customer's page.
 */
export function CustomerTable({
  rows,
  loading,
  page,
  pageSize,
  totalCount,
  totalIsLowerBound,
  orderBy,
  onPageChange,
  onOrderChange,
  onView,
  onEdit,
  onDelete,
}: CustomerTableProps) {
  const narrow = Grid.useBreakpoint().md !== true;
  const columns: TableColumnsType<CustomerFieldsFragment> = [
    {
      key: "name",
      title: "Customer",
      sorter: true,
      sortOrder: customerTableSort.columnSortOrder(orderBy, "name"),
      render: (_, customer) => (
        <span className="customer-name-cell">
          {/* On a phone the name needs the avatar's width more than the row needs the (unread) avatar. */}
          {narrow ? null : <InitialsAvatar initials={nameInitials(customer.name)} />}
          <span className="customer-name-text">
            <Link to={`/customers/${customer.id}`}>{customer.name}</Link>
            <SampleTag isSample={customer.isSample} />
            {narrow && customer.company ? (
              <span className="customer-name-company">
                <CompanyLink customer={customer} />
              </span>
            ) : null}
          </span>
        </span>
      ),
    },
    {
      key: "company",
      responsive: ["md"],
      title: "Company",
      render: (_, customer) => <CompanyLink customer={customer} />,
      sorter: true,
      sortOrder: customerTableSort.columnSortOrder(orderBy, "company"),
    },
    {
      key: "contact",
      title: "Contact",
      responsive: ["md"],
      render: (_, customer) => (
        <span className="customer-contact-cell">
          <span>{customer.email}</span>
          {customer.phone ? <span className="customer-contact-phone">{formatPhone(customer.phone)}</span> : null}
        </span>
      ),
    },
    {
      key: "status",
      title: "Status",
      render: (_, customer) => <CustomerStatusTag status={customer.status} />,
    },
    {
      key: "value",
      title: "Value",
      align: "right",
      sorter: true,
      sortOrder: customerTableSort.columnSortOrder(orderBy, "value"),
      render: (_, customer) => formatCents(customer.valueCents),
    },
    {
      key: "actions",
      title: <span className="visually-hidden">Actions</span>,
      width: 56,
      render: (_, customer) => (
        <RowActionsMenu
          name={customer.name}
          onView={() => onView(customer)}
          onEdit={() => onEdit(customer)}
          onDelete={() => onDelete(customer)}
        />
      ),
    },
  ];

  const handleChange = customerTableSort.onChange<CustomerFieldsFragment>({ onOrderChange, onPageChange });

  return (
    <>
      <ScrollFrame label="Customers table" minWidth={narrow ? 0 : FULL_TABLE_WIDTH}>
        <Table<CustomerFieldsFragment>
          rowKey="id"
          size={narrow ? "small" : "middle"}
          columns={columns}
          dataSource={rows}
          loading={loading}
          onChange={handleChange}
          pagination={false}
          locale={{ emptyText: "No customers found" }}
        />
      </ScrollFrame>
      <ListPager
        label="Customer pages"
        noun={["customer", "customers"]}
        page={page}
        pageSize={pageSize}
        totalCount={totalCount}
        totalIsLowerBound={totalIsLowerBound}
        onPageChange={onPageChange}
      />
    </>
  );
}
