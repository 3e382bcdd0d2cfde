import { Pagination } from "antd";
import { isPageSize, PAGE_SIZES } from "#schema/account/account.rules.ts";
import { usePageSize } from "./usePageSize.ts";
import "./listPager.css";

export type ListPagerProps = {
  /** Names the pager's navigation landmark, e.g. "Customer pages". */
  label: string;
  /** What the list holds, one and many, for its total: ["customer", "customers"] gives "1 customer", "128 customers". */
  noun: readonly [one: string, many: string];
  page: number;
  /** The rows per page the list was asked with (usePageSize). */
  pageSize: number;
  totalCount: number;
  /** More rows match than totalCount says (the server stops counting at its cap). */
  totalIsLowerBound?: boolean;
  onPageChange: (page: number) => void;
};

const countFormat = new Intl.NumberFormat("en-US");

/** The pager's total: "1 customer", "128 customers", "10,000+ customers". */
export function pagerTotal(total: number, isLowerBound: boolean, [one, many]: readonly [string, string]): string {
  return `${countFormat.format(total)}${isLowerBound ? "+" : ""} ${total === 1 && !isLowerBound ? one : many}`;
}

/**
 * The one pager under every list: the total, the pages and the rows per page (10, 25, 50 or 100),
 * which is the person's choice for every list and saved on their account. A new size starts at page 1.
 */
export function ListPager({
  label,
  noun,
  page,
  pageSize,
  totalCount,
  totalIsLowerBound = false,
  onPageChange,
}: ListPagerProps) {
  const { setPageSize } = usePageSize();
  if (totalCount === 0) return null;
  return (
    <nav aria-label={label} className="list-pager">
      <Pagination
        current={page}
        pageSize={pageSize}
        total={totalCount}
        showSizeChanger={{ "aria-label": "Rows per page", showSearch: false }}
        pageSizeOptions={PAGE_SIZES.map(String)}
        showTotal={(total) => pagerTotal(total, totalIsLowerBound, noun)}
        onChange={(nextPage, nextSize) => {
          if (nextSize !== pageSize && isPageSize(nextSize)) {
            void setPageSize(nextSize);
            onPageChange(1);
          } else {
            onPageChange(nextPage);
          }
        }}
      />
    </nav>
  );
}
