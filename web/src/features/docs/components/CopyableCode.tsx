import { Typography } from "antd";
import { CodeBlock } from "./CodeBlock.tsx";

export type CopyableCodeProps = {
  code: string;
  /** The copy button's name, e.g. "Copy curl command". */
  copyLabel: string;
};

/** A code sample with a button that copies it (the same copy button as the new API key's in Settings). */
export function CopyableCode({ code, copyLabel }: CopyableCodeProps) {
  return (
    <div className="api-copyable">
      <CodeBlock code={code} />
      <Typography.Text className="api-copy" copyable={{ text: code, tooltips: [copyLabel, "Copied"] }} />
    </div>
  );
}
