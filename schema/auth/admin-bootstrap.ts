import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import type { Database } from "#core/db/db.ts";
import { endAccountSessions } from "#core/access/account-sessions.ts";
import { weakPasswordMessage } from "./password-strength.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";

const DEFAULT_ADMIN = "admin";
export const ADMIN_PASSWORD_FILE = "admin-password";

/** Where the first admin's generated password goes: the terminal a person watches, or a file only they can read. */
export type AdminPasswordOutput = {
  dataDir: string;
  /** Whether a person is at the terminal (stdout is a TTY); logs that are collected never see the password. */
  interactive: boolean;
  /** Writes to the terminal. */
  show: (text: string) => void;
};

function adminEmail(username: string) {
  return `${username}@admin.invalid`;
}

/** Why the server does not start when ADMIN_USERNAME names someone's ordinary account. */
export function adminUsernameTaken(username: string): string {
  return `ADMIN_USERNAME names "${username}", an existing account that is not an admin. An ordinary account is never made the site admin: choose another ADMIN_USERNAME.`;
}

/**
 * Makes sure the installation can be administered. With ADMIN_USERNAME/ADMIN_PASSWORD that admin is
 * created, or given that password when it has another one (ending its old sessions); an ordinary account
 * of that name is refused, never promoted (whoever registered it keeps their e-mail). Without them, the first
 * start creates `admin` with a random password, shown once on the terminal, or else written to a file
 * the log names: never into the log itself.
 */
export async function ensureAdmin(
  db: Database,
  configured: { username: string; password: string } | undefined,
  log: Logger,
  output: AdminPasswordOutput,
) {
  if (configured) {
    await applyConfiguredAdmin(db, configured);
    log.info(`Admin account "${configured.username}" is ready (password from ADMIN_PASSWORD).`);
    return;
  }
  if (await db.user.findFirst({ where: { role: "admin" }, select: { id: true } })) return;
  const taken = await db.user.findUnique({ where: { username: DEFAULT_ADMIN }, select: { id: true } });
  const username = taken ? `${DEFAULT_ADMIN}-${randomBytes(3).toString("hex")}` : DEFAULT_ADMIN;
  const password = randomBytes(12).toString("base64url");
  const email = adminEmail(username);
  await db.user.create({
    data: {
      username,
      email,
      emailNormalized: email,
      passwordHash: await hashPassword(password),
      role: "admin",
      emailVerifiedAt: new Date(),
    },
  });
  const advice = "Sign in at /admin/login and keep it safe, or set ADMIN_USERNAME and ADMIN_PASSWORD.";
  if (output.interactive) {
    output.show(
      `\nCreated the admin account "${username}" with password "${password}". It is shown only this once. ${advice}\n\n`,
    );
    log.warn(`Created the admin account "${username}"; its password is shown above.`);
    return;
  }
  const file = path.join(output.dataDir, ADMIN_PASSWORD_FILE);
  await mkdir(output.dataDir, { recursive: true });
  // Written, not logged: logs are collected and kept by others, and the file is readable by its owner alone.
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  log.warn(
    `Created the admin account "${username}"; its password is in ${file} (readable by this user only). ${advice}`,
  );
}

/**
 * A new ADMIN_PASSWORD must pass the strength rule every other new password passes; one already in
 * use (set before the rule existed) is left as it is, so an upgrade does not stop the server.
 */
async function applyConfiguredAdmin(db: Database, { username, password }: { username: string; password: string }) {
  const existing = await db.user.findUnique({ where: { username } });
  if (
    existing?.role === "admin" &&
    existing.emailVerifiedAt &&
    existing.passwordHash !== null &&
    (await verifyPassword(password, existing.passwordHash))
  )
    return;
  if (existing && existing.role !== "admin") throw new Error(adminUsernameTaken(username));
  const weakness = await weakPasswordMessage(password, [username]);
  if (weakness) throw new Error(`ADMIN_PASSWORD is too easy to guess. ${weakness}`);
  const passwordHash = await hashPassword(password);
  if (existing) {
    await db.$transaction(async (tx) => {
      await tx.user.update({
        where: { id: existing.id },
        data: { passwordHash, emailVerifiedAt: existing.emailVerifiedAt ?? new Date() },
      });
      await endAccountSessions(tx, existing.id);
    });
    return;
  }
  const email = adminEmail(username);
  await db.user.create({
    data: {
      username,
      email,
      emailNormalized: email.toLowerCase(),
      passwordHash,
      role: "admin",
      emailVerifiedAt: new Date(),
    },
  });
}
