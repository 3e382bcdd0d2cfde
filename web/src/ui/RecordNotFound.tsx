import { ArrowLeftOutlined } from "@ant-design/icons";
import { Result } from "antd";
import { ButtonLink } from "./ButtonLink.tsx";

export type RecordNotFoundProps = {
  /** What the record is, capitalised as a heading: "Customer". */
  recordName: string;
  /** The list the record belongs to, where the way back leads. */
  listPath: string;
  /** That list's name as the sidebar shows it: "Customers". */
  listName: string;
};

/**
 * The state of a record page whose record does not exist (deleted, or a mistyped or stale link):
 * a plain statement and the way back to its list, inside the app shell.
 */
export function RecordNotFound({ recordName, listPath, listName }: RecordNotFoundProps) {
  return (
    <Result
      status="404"
      title={<h1 className="record-not-found-title">{recordName} not found</h1>}
      subTitle={`This ${recordName.toLowerCase()} does not exist. It may have been deleted, or the link may be mistyped.`}
      extra={
        <ButtonLink to={listPath} type="primary" icon={<ArrowLeftOutlined aria-hidden="true" />}>
          Back to {listName}
        </ButtonLink>
      }
    />
  );
}
