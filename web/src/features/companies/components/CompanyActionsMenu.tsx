import { DeleteOutlined, EditOutlined, EyeOutlined, MoreOutlined } from "@ant-design/icons";
import { Button, Dropdown, type MenuProps } from "antd";

export type CompanyActionsMenuProps = {
  companyName: string;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

const ITEMS: MenuProps["items"] = [
  { key: "view", icon: <EyeOutlined />, label: "View Details" },
  { key: "edit", icon: <EditOutlined />, label: "Edit" },
  { type: "divider" },
  { key: "delete", icon: <DeleteOutlined />, label: "Delete", danger: true },
];

/** A row's action menu: View Details, Edit, Delete. */
export function CompanyActionsMenu({ companyName, onView, onEdit, onDelete }: CompanyActionsMenuProps) {
  const actions: Record<string, () => void> = { view: onView, edit: onEdit, delete: onDelete };
  return (
    <Dropdown trigger={["click"]} menu={{ items: ITEMS, onClick: ({ key }) => actions[key]?.() }}>
      <Button type="text" icon={<MoreOutlined />} aria-label={`Actions for ${companyName}`} />
    </Dropdown>
  );
}
