import { Grid, Table, type TableColumnsType } from "antd";
import { Link } from "react-router-dom";
import type { CompanyFieldsFragment, CompanyOrder } from "#web/graphql/generated/graphql.ts";
import { InitialsAvatar } from "#web/ui/InitialsAvatar.tsx";
import { ListPager } from "#web/ui/lists/ListPager.tsx";
import { RowActionsMenu } from "#web/ui/lists/RowActionsMenu.tsx";
import { nameInitials } from "#web/ui/nameInitials.ts";
import { SampleTag } from "#web/ui/SampleTag.tsx";
import { ScrollFrame } from "#web/ui/ScrollFrame.tsx";
import { companyTableSort } from "../utils/companyOrder.ts";
import { employeesText } from "../utils/employeesText.ts";

export type CompanyTableProps = {
  rows: CompanyFieldsFragment[];
  loading: boolean;
  page: number;
  pageSize: number;
  totalCount: number;
  /** More companies match than totalCount says (the server stops counting a filter at its cap). */
  totalIsLowerBound: boolean;
  orderBy: CompanyOrder | null;
  onPageChange: (page: number) => void;
  onOrderChange: (order: CompanyOrder | null) => void;
  onView: (company: CompanyFieldsFragment) => void;
  onEdit: (company: CompanyFieldsFragment) => void;
  onDelete: (company: CompanyFieldsFragment) => void;
};

/** The width the full table needs; below it the frame scrolls sideways. */
const FULL_TABLE_WIDTH = 760;

/**
 * Companies, paged and sorted on the server. Below antd's md (768 px) the table keeps the name (its
 * first domain under it) and the size, so it fits a phone without scrolling.
 */
export function CompanyTable({
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
}: CompanyTableProps) {
  const narrow = Grid.useBreakpoint().md !== true;
  const columns: TableColumnsType<CompanyFieldsFragment> = [
    {
      key: "name",
      title: "Company",
      sorter: true,
      sortOrder: companyTableSort.columnSortOrder(orderBy, "name"),
      render: (_, company) => (
        <span className="company-name-cell">
          {narrow ? null : <InitialsAvatar initials={nameInitials(company.name)} />}
          <span className="company-name-text">
            <Link to={`/companies/${company.id}`}>{company.name}</Link>
            <SampleTag isSample={company.isSample} />
            {narrow && company.domains[0] ? <span className="company-name-domain">{company.domains[0]}</span> : null}
          </span>
        </span>
      ),
    },
    {
      key: "domains",
      title: "Domains",
      responsive: ["md"],
      render: (_, company) => company.domains.join(", "),
    },
    {
      key: "industry",
      title: "Industry",
      responsive: ["md"],
      dataIndex: "industry",
      sorter: true,
      sortOrder: companyTableSort.columnSortOrder(orderBy, "industry"),
    },
    {
      key: "size",
      title: "Employees",
      align: "right",
      sorter: true,
      sortOrder: companyTableSort.columnSortOrder(orderBy, "size"),
      render: (_, company) => employeesText(company.size),
    },
    {
      key: "owner",
      title: "Owner",
      responsive: ["md"],
      render: (_, company) => company.owner?.username ?? "",
    },
    {
      key: "actions",
      title: <span className="visually-hidden">Actions</span>,
      width: 56,
      render: (_, company) => (
        <RowActionsMenu
          name={company.name}
          onView={() => onView(company)}
          onEdit={() => onEdit(company)}
          onDelete={() => onDelete(company)}
        />
      ),
    },
  ];

  const handleChange = companyTableSort.onChange<CompanyFieldsFragment>({ onOrderChange, onPageChange });

  return (
    <>
      <ScrollFrame label="Companies table" minWidth={narrow ? 0 : FULL_TABLE_WIDTH}>
        <Table<CompanyFieldsFragment>
          rowKey="id"
          size={narrow ? "small" : "middle"}
          columns={columns}
          dataSource={rows}
          loading={loading}
          onChange={handleChange}
          pagination={false}
          locale={{ emptyText: "No companies found" }}
        />
      </ScrollFrame>
      <ListPager
        label="Company pages"
        noun={["company", "companies"]}
        page={page}
        pageSize={pageSize}
        totalCount={totalCount}
        totalIsLowerBound={totalIsLowerBound}
        onPageChange={onPageChange}
      />
    </>
  );
}
