import { LINE_ICON_PATHS, type LineIconName } from "#web/ui/site/lineIcons.ts";

export type LineIconProps = { name: LineIconName; size?: number; className?: string };

export function LineIcon({ name, size = 24, className }: LineIconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={LINE_ICON_PATHS[name]} />
    </svg>
  );
}
