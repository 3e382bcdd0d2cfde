import { ContactMessagesDocument } from "#web/graphql/generated/graphql.ts";
import { usePageSize } from "#web/ui/lists/usePageSize.ts";
import { useConnectionPages } from "#web/ui/useConnectionPages.ts";

/** Contact messages, newest first, a page (the admin's page size) at a time. */
export function useContactMessagePages() {
  const { pageSize } = usePageSize();
  const pages = useConnectionPages(ContactMessagesDocument, (data) => data.contactMessages, {}, pageSize);
  return {
    ...pages,
    /** Loads the page again (after a deletion); a page left empty gives way to the one before it. */
    reload: () => pages.refetch().catch(() => {}),
  };
}
