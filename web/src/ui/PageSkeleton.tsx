import { Skeleton } from "antd";
import "./pageSkeleton.css";

/** The content area while a screen's code loads: the page's shape, under the screen already chosen. */
export function PageSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="page-skeleton">
      <Skeleton active title={{ width: "30%" }} paragraph={{ rows: 1, width: "50%" }} />
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}
