import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { User } from "../../prisma/generated/prisma/client.ts";
import type { Context } from "../context.ts";
import type { Database } from "../db.ts";
import { NotFoundError } from "../errors.ts";
import { checkId } from "../ids.ts";
import { requiredText } from "../text-rules.ts";
import { parseInput } from "../validation.ts";
import { requireAdmin } from "./guards.ts";
import { hashTokenSecret } from "./tokens.ts";

const API_KEY_NOT_FOUND = "API key not found";
const KEY_PREFIX = "brk_";
const SHOWN_PREFIX_LENGTH = KEY_PREFIX.length + 6;
/** Recording every use would write on every request; once a minute is enough to see a key is alive. */
const LAST_USED_RESOLUTION_MS = 60_000;

const apiKeyInput = z.object({ name: requiredText("Name", 100) }, { error: "Name is required" });

export async function listApiKeys(ctx: Context) {
  requireAdmin(ctx);
  return ctx.db.apiKey.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

/** The key itself is returned this once; only its hash is kept. */
export async function createApiKey(ctx: Context, input: unknown) {
  const admin = requireAdmin(ctx);
  const { name } = parseInput(apiKeyInput, input);
  const secret = `${KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const apiKey = await ctx.db.apiKey.create({
    data: { name, prefix: secret.slice(0, SHOWN_PREFIX_LENGTH), hash: hashTokenSecret(secret), userId: admin.id },
  });
  return { apiKey, secret };
}

export async function revokeApiKey(ctx: Context, id: string) {
  requireAdmin(ctx);
  const existing = await ctx.db.apiKey.findUnique({ where: { id: checkId(id, API_KEY_NOT_FOUND) } });
  if (!existing) throw new NotFoundError(API_KEY_NOT_FOUND);
  if (existing.revokedAt) return existing;
  return ctx.db.apiKey.update({ where: { id }, data: { revokedAt: new Date() } });
}

/**
 * The user a bearer key acts for, or null. A key reaches the CRM data as a plain user: even an
 * admin's key never opens the admin area, so a leaked key cannot rewrite the site.
 */
export async function authenticateApiKey(db: Database, secret: string): Promise<{ keyId: string; user: User } | null> {
  const apiKey = await db.apiKey.findUnique({ where: { hash: hashTokenSecret(secret) }, include: { user: true } });
  if (!apiKey || apiKey.revokedAt || !apiKey.user.emailVerifiedAt) return null;
  const now = new Date();
  if (!apiKey.lastUsedAt || now.getTime() - apiKey.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db.apiKey.update({ where: { id: apiKey.id }, data: { lastUsedAt: now } });
  }
  return { keyId: apiKey.id, user: { ...apiKey.user, role: "user" } };
}
