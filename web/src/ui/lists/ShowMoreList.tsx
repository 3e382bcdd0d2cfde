import { Button } from "antd";
import { useEffect, useRef, type ReactNode } from "react";
import { shownOfTotal, type PagedList } from "./pagedLists.ts";
import "./showMoreList.css";

export type ShowMoreListProps = {
  /** What the list holds, in the plural: "deals", "tasks", "activities". */
  noun: string;
  /** Whose page the list is on, for its name: "customer" names it "deals of this customer". */
  recordType: string;
  list: PagedList<unknown>;
  children: ReactNode;
};

/**
 * A list of a record's page with "Show more <noun>" under it while more rows follow. Focus
 * stays on the button while it is there; when the last page came in and the button goes, focus
 * moves to the list itself (without scrolling away from the rows just added) rather than falling back
 * to the top of the page.
 */
export function ShowMoreList({ noun, recordType, list, children }: ShowMoreListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const buttonHadFocus = useRef(false);
  useEffect(() => {
    if (list.hasMore || !buttonHadFocus.current) return;
    buttonHadFocus.current = false;
    listRef.current?.focus({ preventScroll: true });
  }, [list.hasMore]);

  return (
    <>
      <div ref={listRef} role="group" tabIndex={-1} className="paged-list" aria-label={`${noun} of this ${recordType}`}>
        {children}
      </div>
      <p className="visually-hidden" role="status">
        {shownOfTotal(noun, list)}
      </p>
      {list.hasMore ? (
        <div className="paged-list-show-more">
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
