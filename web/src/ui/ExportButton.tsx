import { DownloadOutlined } from "@ant-design/icons";
import { Button } from "antd";

export type ExportButtonProps = {
  /** The CSV download, usually from csvExportUrl with the screen's current filters. */
  href: string;
};

/** A list screen's Export action: a plain download link, so the browser streams the file itself. */
export function ExportButton({ href }: ExportButtonProps) {
  return (
    <Button icon={<DownloadOutlined />} href={href} download>
      Export
    </Button>
  );
}
