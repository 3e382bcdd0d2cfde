import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { Button, Card, Modal } from "antd";
import { serverMessage } from "#web/ui/userFacingError.ts";
import { RemoveSampleDataDocument, WorkspaceSampleRowsDocument } from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import { sampleKeptSentence } from "../utils/sampleKeptSentence.ts";
import { sampleRemovalSummary } from "../utils/sampleRemovalSummary.ts";

const NOTHING_KEPT = "Rows you add or edit stay.";

/** The card's second line: what removal will keep, or that it keeps whatever becomes yours. */
function keptLine(sentence: string): string {
  return sentence
    ? `When they are removed, ${sentence}`
    : `Rows labelled Sample go when they are removed. ${NOTHING_KEPT}`;
}

/**
 * Offers to remove the demo rows a new workspace starts with while any are left, saying which rows
 * that keeps and why (those someone edited, and sample customers with real rows of their own).
 */
export function SampleDataCard() {
  const { data } = useQuery(WorkspaceSampleRowsDocument, { fetchPolicy: "cache-and-network" });
  const [removeSampleData, { loading }] = useMutation(RemoveSampleDataDocument);
  const [modal, confirmation] = Modal.useModal();
  const client = useApolloClient();
  const sampleRows = data?.viewer?.currentWorkspace?.sampleRowCount ?? 0;
  const kept = data?.viewer?.currentWorkspace?.sampleRowsKept;
  const keptSentence = kept ? sampleKeptSentence(kept) : "";

  async function remove() {
    let summary: string;
    try {
      const result = await removeSampleData();
      const removal = result.data?.removeSampleData;
      summary = removal ? [sampleRemovalSummary(removal), sampleKeptSentence(removal.kept)].join(" ").trim() : "";
    } catch (error) {
      toast.error("Failed to remove the sample data", serverMessage(error));
      return;
    }
    toast.success(summary, "Sample data removed");
    // Every cached list, count and chart may have held sample rows: fetch them all again.
    await client.resetStore().catch(() => undefined);
  }

  function confirmRemove() {
    void modal.confirm({
      title: "Remove sample data?",
      content: `Every customer, company, deal, task and activity still labelled Sample is deleted for everyone in this workspace. ${keptSentence || NOTHING_KEPT}`,
      okText: "Remove sample data",
      okButtonProps: { danger: true },
      cancelText: "Cancel",
      onOk: remove,
    });
  }

  if (sampleRows === 0) {
    return null;
  }
  return (
    <Card title="Sample data">
      <p>
        {sampleRows === 1
          ? "This workspace still has 1 sample row from the demo data it started with."
          : `This workspace still has ${sampleRows} sample rows from the demo data it started with.`}
      </p>
      <p>{keptLine(keptSentence)}</p>
      <Button onClick={confirmRemove} disabled={loading}>
        Remove sample data
      </Button>
      {confirmation}
    </Card>
  );
}
