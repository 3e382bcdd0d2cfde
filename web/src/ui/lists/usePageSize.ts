import { useMutation, useQuery } from "@apollo/client/react";
import { DEFAULT_PAGE_SIZE, isPageSize, type PageSize } from "#schema/account/account.rules.ts";
import { ListPreferencesDocument, UpdateListPreferencesDocument } from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import { serverMessage } from "#web/ui/userFacingError.ts";

/** The stored choice, or 25 while there is none to read. */
export function pageSizeOf(stored: number | null | undefined): PageSize {
  return isPageSize(stored) ? stored : DEFAULT_PAGE_SIZE;
}

/**
 * The signed-in person's rows per page, the same for every list (saved on their account, so it
 * follows them to any browser); 25 until they choose, or while it loads. Choosing another size
 * updates the cached account, and every list on screen follows.
 */
export function usePageSize() {
  const { data } = useQuery(ListPreferencesDocument);
  const [update] = useMutation(UpdateListPreferencesDocument);
  const pageSize = pageSizeOf(data?.viewer?.pageSize);

  async function setPageSize(size: PageSize) {
    try {
      await update({ variables: { input: { pageSize: size } } });
    } catch (error) {
      toast.error("Failed to save the page size", serverMessage(error));
    }
  }

  return { pageSize, setPageSize };
}
