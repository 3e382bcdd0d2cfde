import { useMutation } from "@apollo/client/react";
import { DeleteDealDocument } from "#web/graphql/generated/graphql.ts";
import { useConfirmedDelete } from "#web/ui/useConfirmedDelete.tsx";

export type DeleteDealTarget = { id: string; title: string };

/** Asks "Delete <title>?" and deletes the deal only when confirmed. */
export function useDeleteDeal(onDeleted: (deal: DeleteDealTarget) => void) {
  const [deleteDeal] = useMutation(DeleteDealDocument, { refetchQueries: ["DealBoard", "Deals", "CustomerDetail"] });
  return useConfirmedDelete<DeleteDealTarget>({
    question: (deal) => `Delete ${deal.title}?`,
    consequence: "The deal leaves the pipeline for good; its customer stays.",
    remove: (deal) => deleteDeal({ variables: { id: deal.id } }),
    failureTitle: "Failed to delete deal",
    successMessage: "Deal deleted successfully",
    onDeleted,
  });
}
