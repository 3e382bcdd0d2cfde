import { Alert, Button, Space } from "antd";
import { useInitialData } from "#web/ui/site/useInitialData.ts";
import { toast } from "#web/ui/toast.tsx";
import { recoveryCodesText } from "../utils/recoveryCodesText.ts";

export type RecoveryCodesListProps = {
  codes: readonly string[];
  onDone: () => void;
};

const FILE_NAME = "bramble-recovery-codes.txt";

/** The recovery codes, shown this once, with a download (.txt) and a copy. */
export function RecoveryCodesList({ codes, onDone }: RecoveryCodesListProps) {
  const text = recoveryCodesText(codes, useInitialData().siteSettings.companyName);

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = FILE_NAME;
    link.click();
    URL.revokeObjectURL(url);
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success("Recovery codes copied");
    } catch {
      toast.error("Could not copy the codes", "Select them and copy them by hand.");
    }
  }

  return (
    <section aria-labelledby="recovery-codes-title">
      <Alert
        type="warning"
        showIcon
        title={<span id="recovery-codes-title">Save your recovery codes</span>}
        description="Each code signs you in once if you lose your authenticator. They are shown only now."
      />
      <ul className="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Space wrap>
        <Button onClick={download}>Download</Button>
        <Button onClick={() => void copy()}>Copy</Button>
        <Button type="primary" onClick={onDone}>
          I have saved them
        </Button>
      </Space>
    </section>
  );
}
