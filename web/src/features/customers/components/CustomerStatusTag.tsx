import { Tag } from "antd";
import type { CustomerStatus } from "#web/graphql/generated/graphql.ts";
import { customerStatusDetails } from "#web/ui/records/customerStatus.ts";

export function CustomerStatusTag({ status }: { status: CustomerStatus }) {
  const { label, color } = customerStatusDetails(status);
  return <Tag color={color}>{label}</Tag>;
}
