import { DeleteOutlined, EditOutlined, EyeOutlined, MoreOutlined } from "@ant-design/icons";
import { Button, Dropdown, type MenuProps } from "antd";

export type RowActionsMenuProps = {
  /** The row's record by name, for the button's label: "Actions for Acme". */
  name: string;
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
export function RowActionsMenu({ name, onView, onEdit, onDelete }: RowActionsMenuProps) {
  const actions: Record<string, () => void> = { view: onView, edit: onEdit, delete: onDelete };
  return (
    <Dropdown trigger={["click"]} menu={{ items: ITEMS, onClick: ({ key }) => actions[key]?.() }}>
      <Button type="text" icon={<MoreOutlined />} aria-label={`Actions for ${name}`} />
    </Dropdown>
  );
}
