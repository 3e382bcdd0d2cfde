import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { Button, Card, Modal } from "antd";
import { serverMessage } from "#web/ui/userFacingError.ts";
import { RemoveSampleDataDocument, WorkspaceSampleRowsDocument } from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import { sampleRemovalSummary } from "../utils/sampleRemovalSummary.ts";

/** Offers to remove the demo rows a new workspace starts with, while any are left. */
export function SampleDataCard() {
  const { data } = useQuery(WorkspaceSampleRowsDocument, { fetchPolicy: "cache-and-network" });
  const [removeSampleData, { loading }] = useMutation(RemoveSampleDataDocument);
  const [modal, confirmation] = Modal.useModal();
  const client = useApolloClient();
  const sampleRows = data?.viewer?.currentWorkspace?.sampleRowCount ?? 0;

  async function remove() {
    let summary: string;
    try {
      const result = await removeSampleData();
      summary = result.data ? sampleRemovalSummary(result.data.removeSampleData) : "";
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
      content:
        "The sample customers, deals, tasks and activities are deleted for everyone in this workspace. Rows you added or edited stay.",
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
      <Button onClick={confirmRemove} disabled={loading}>
        Remove sample data
      </Button>
      {confirmation}
    </Card>
  );
}
