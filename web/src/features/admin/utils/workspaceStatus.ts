import { formatDate } from "#web/ui/formatDate.ts";

/** "Active", or for a deleted workspace when it goes for good: "Deleted — purged on Feb 20, 2027". */
export function workspaceStatus({
  deletedAt,
  purgeAt,
}: {
  deletedAt?: string | null;
  purgeAt?: string | null;
}): string {
  if (!deletedAt) return "Active";
  return purgeAt ? `Deleted — purged on ${formatDate(purgeAt)}` : "Deleted";
}
