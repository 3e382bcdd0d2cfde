import { Button, Flex } from "antd";

export type CursorPagerProps = {
  /** Names the navigation landmark, e.g. "Workspace pages". */
  label: string;
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
  loading: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

/** Previous / "Page 2 of 5" / Next under a list that is paged with cursors. */
export function CursorPager({
  label,
  page,
  pageCount,
  hasPrevious,
  hasNext,
  loading,
  onPrevious,
  onNext,
}: CursorPagerProps) {
  return (
    <Flex component="nav" aria-label={label} align="center" justify="space-between" gap="small" wrap>
      <Button onClick={onPrevious} disabled={!hasPrevious || loading}>
        Previous
      </Button>
      <span>
        Page {page} of {pageCount}
      </span>
      <Button onClick={onNext} disabled={!hasNext || loading}>
        Next
      </Button>
    </Flex>
  );
}
