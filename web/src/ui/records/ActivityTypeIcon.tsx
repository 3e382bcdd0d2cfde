import { FileTextOutlined, MailOutlined, PhoneOutlined, TeamOutlined } from "@ant-design/icons";
import { ACTIVITY_TYPES, displayedActivityType } from "./activityTypes.ts";

export type ActivityTypeIconProps = {
  type: string;
};

const ICON_COLORS = {
  call: "#52c41a",
  email: "#1677ff",
  meeting: "#722ed1",
  note: "#8c8c8c",
} as const;

/** The icon for an activity's type; types the app does not know show the note icon. */
export function ActivityTypeIcon({ type }: ActivityTypeIconProps) {
  const shown = displayedActivityType(type);
  const label = ACTIVITY_TYPES.find((entry) => entry.value === shown)?.label ?? "Note";
  const props = { "aria-label": label, style: { color: ICON_COLORS[shown], fontSize: 16 } };
  switch (shown) {
    case "call":
      return <PhoneOutlined {...props} />;
    case "email":
      return <MailOutlined {...props} />;
    case "meeting":
      return <TeamOutlined {...props} />;
    case "note":
      return <FileTextOutlined {...props} />;
  }
}
