import { Tag } from "antd";
import "./sampleTag.css";

export type SampleTagProps = {
  isSample: boolean | undefined;
};

export const SAMPLE_TAG_HINT = "Sample data. Remove it in Settings; rows you edit become yours.";

/**
 * Marks a row of the sample CRM a workspace starts with (nothing for a real row), in lists and on the
 * row's page, until someone changes what it says or the samples are removed. Its text, "Sample", is
 * what a screen reader announces; the hint shows on hover.
 */
export function SampleTag({ isSample }: SampleTagProps) {
  if (!isSample) {
    return null;
  }
  // The space keeps it a word of its own beside a title ("Discovery call Sample"), not "callSample".
  return (
    <>
      {" "}
      <Tag className="sample-tag" title={SAMPLE_TAG_HINT}>
        Sample
      </Tag>
    </>
  );
}
