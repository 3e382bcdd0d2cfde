import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { Prisma } from "#prisma/generated/prisma/client.ts";
import { requireOwner } from "#core/access/guards.ts";
import { recordWorkspaceEvent } from "#core/access/security-log.ts";
import type { Context } from "#core/context.ts";
import { NotFoundError } from "#core/errors.ts";
import { checkId } from "#core/ids.ts";
import type { Selection } from "#core/selection.ts";
import { requiredText } from "#core/text.rules.ts";
import { parseInput } from "#core/validation.ts";
import { hashTokenSecret } from "#core/access/tokens.ts";
import { listLimit, type LimitArgs } from "#core/lists/list-size.ts";

const API_KEY_NOT_FOUND = "API key not found";
const KEY_PREFIX = "brk_";
const SHOWN_PREFIX_LENGTH = KEY_PREFIX.length + 6;

const apiKeyInput = z.object({ name: requiredText("Name", 100) }, { error: "Name is required" });

type ApiKeySelection = Selection<Prisma.ApiKeyFindManyArgs>;

/** The workspace's keys, newest first. Owners manage them; a key acts with member rights. */
export async function listApiKeys(ctx: Context, { first }: LimitArgs = {}, selection: ApiKeySelection = {}) {
  const { db } = requireOwner(ctx);
  return db.apiKey.findMany({ ...selection, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: listLimit(first) });
}

/** The key itself is returned this once; only its hash is kept. */
export async function createApiKey(ctx: Context, input: unknown) {
  const { db, viewer } = requireOwner(ctx);
  const { name } = parseInput(apiKeyInput, input);
  const secret = `${KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const apiKey = await db.$transaction(async (tx) => {
    const key = await tx.apiKey.create({
      data: { name, prefix: secret.slice(0, SHOWN_PREFIX_LENGTH), hash: hashTokenSecret(secret), userId: viewer.id },
    });
    await recordWorkspaceEvent(ctx.client, tx, {
      kind: "api_key_created",
      userId: viewer.id,
      actorId: viewer.id,
      detail: { name },
    });
    return key;
  });
  return { apiKey, secret };
}

/** Revokes a key (again: nothing changes); the security log keeps who did, for the key's creator. */
export async function revokeApiKey(ctx: Context, id: string, selection: ApiKeySelection = {}) {
  const { db, viewer } = requireOwner(ctx);
  const existing = await db.apiKey.findUnique({ where: { id: checkId(id, API_KEY_NOT_FOUND) } });
  if (!existing) throw new NotFoundError(API_KEY_NOT_FOUND);
  if (existing.revokedAt) return db.apiKey.findUniqueOrThrow({ ...selection, where: { id: existing.id } });
  return db.$transaction(async (tx) => {
    const revoked = await tx.apiKey.update({
      ...selection,
      where: { id: existing.id },
      data: { revokedAt: new Date() },
    });
    await recordWorkspaceEvent(ctx.client, tx, {
      kind: "api_key_revoked",
      userId: existing.userId,
      actorId: viewer.id,
      detail: { name: existing.name },
    });
    return revoked;
  });
}
