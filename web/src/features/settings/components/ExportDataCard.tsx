import { useMutation } from "@apollo/client/react";
import { Button, Card } from "antd";
import { serverMessage } from "#web/ui/userFacingError.ts";
import { ExportWorkspaceDocument } from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import { sameOriginPath } from "../utils/sameOriginPath.ts";

export type ExportDataCardProps = {
  /** Where the browser goes to download; a test passes its own. */
  startDownload?: (path: string) => void;
};

function followLink(path: string) {
  window.location.assign(path);
}

/**
 * Downloads the whole workspace: the server answers with a short-lived link, and the browser follows it
 * to the zip the server streams (a download: the page stays where it is).
 */
export function ExportDataCard({ startDownload = followLink }: ExportDataCardProps) {
  const [exportWorkspace, { loading }] = useMutation(ExportWorkspaceDocument);

  async function handleExport() {
    try {
      const result = await exportWorkspace();
      const link = result.data?.exportWorkspace;
      if (!link) return;
      startDownload(sameOriginPath(link.url));
      toast.success(`Downloading ${link.filename}`);
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
