import { spawnSync } from "node:child_process";

/** Who PostgreSQL and PgBouncer run as: they refuse root. */
export type ServiceUser = { uid: number; gid: number } | undefined;

/**
 * As root, Debian's `postgres` account (the postgresql package creates it); as anyone else, that user
 * itself (undefined: no switch).
 */
export function serviceUser(): ServiceUser {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout.trim());
  const uid = id("-u");
  const gid = id("-g");
  if (!Number.isInteger(uid) || uid <= 0)
    throw new Error("running as root needs the `postgres` OS user (apt-get install postgresql-15)");
  return { uid, gid };
}
