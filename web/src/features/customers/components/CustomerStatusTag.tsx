import { Tag } from "antd";
import type { CustomerStatus } from "#web/graphql/generated/graphql.ts";
import { customerStatusDetails } from "../utils/customerStatus.ts";

export function CustomerStatusTag({ status }: { status: CustomerStatus }) {
  const { label, color } = customerStatusDetails(status);
  return <Tag color={color}>{label}</Tag>;
}
