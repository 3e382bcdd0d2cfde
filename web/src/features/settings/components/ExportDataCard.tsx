import { useMutation } from "@apollo/client/react";
import { Button, Card } from "antd";
import { serverMessage } from "../../../ui/userFacingError.ts";
import { ExportWorkspaceDocument } from "../../../graphql/generated/graphql.ts";
import { downloadFile } from "../../../ui/downloadFile.ts";
import { toast } from "../../../ui/toast.tsx";
import { base64ToBytes } from "../utils/base64ToBytes.ts";

/** Downloads the whole workspace as the zip archive the server builds. */
export function ExportDataCard() {
  const [exportWorkspace, { loading }] = useMutation(ExportWorkspaceDocument);

  async function handleExport() {
    try {
      const result = await exportWorkspace();
      const archive = result.data?.exportWorkspace;
      if (!archive) return;
      downloadFile(archive.filename, base64ToBytes(archive.contentBase64), "application/zip");
      toast.success(`Downloaded ${archive.filename}`);
    } catch (error) {
      toast.error("Failed to export the workspace", serverMessage(error));
    }
  }

  return (
    <Card title="Export data">
      <p>
        Download everything in this workspace as a zip archive: one CSV file per record type, plus workspace.json with
        all of it.
      </p>
      <Button onClick={handleExport} disabled={loading}>
        {loading ? "Preparing export..." : "Export data"}
      </Button>
    </Card>
  );
}
