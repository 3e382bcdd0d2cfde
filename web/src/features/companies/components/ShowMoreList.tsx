import { Button } from "antd";
import { useEffect, useRef, type ReactNode } from "react";
import type { PagedList } from "../hooks/usePagedConnection.ts";
import { shownOfTotal } from "../utils/pagedLists.ts";

export type ShowMoreListProps = {
  /** What the list holds, in the plural: "deals", "tasks", "activities". */
  noun: string;
  list: PagedList<unknown>;
  children: ReactNode;
};

/**
 * A list of the company's page with "Show more <noun>" under it while more rows follow. When the last
 * page came in and the button goes, focus moves to the list rather than to the top of the page.
 */
export function ShowMoreList({ noun, list, children }: ShowMoreListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const buttonHadFocus = useRef(false);
  useEffect(() => {
    if (list.hasMore || !buttonHadFocus.current) return;
    buttonHadFocus.current = false;
    listRef.current?.focus({ preventScroll: true });
  }, [list.hasMore]);

  return (
    <>
      <div
        ref={listRef}
        role="group"
        tabIndex={-1}
        className="company-paged-list"
        aria-label={`${noun} of this company`}
      >
        {children}
      </div>
      <p className="visually-hidden" role="status">
        {shownOfTotal(noun, list)}
      </p>
      {list.hasMore ? (
        <div className="company-show-more">
          <Button
            loading={list.loadingMore}
            onClick={(event) => {
              buttonHadFocus.current = document.activeElement === event.currentTarget;
              list.loadMore();
            }}
          >
            {`Show more ${noun}`}
          </Button>
        </div>
      ) : null}
    </>
  );
}
