import { Avatar } from "antd";
import "./initialsAvatar.css";

/** Every avatar's one size, in pixels: the same circle in tables, timelines, headings and the sidebar. */
export const AVATAR_SIZE = 32;

export type InitialsAvatarProps = {
  /** At most 2 characters (nameInitials, or the account's initials). */
  initials: string;
  className?: string;
};

/**
 * A person's or company's initials in a circle of one size everywhere, which never shrinks into an
 * oval in a narrow row. Decorative: the name is always written beside it.
 */
export function InitialsAvatar({ initials, className }: InitialsAvatarProps) {
  return (
    <Avatar
      size={AVATAR_SIZE}
      style={{ fontSize: 13 }}
      aria-hidden="true"
      className={className ? `initials-avatar ${className}` : "initials-avatar"}
    >
      {initials}
    </Avatar>
  );
}
