import { requireSessionViewer } from "#core/access/guards.ts";
import { hashTokenSecret } from "#core/access/tokens.ts";
import type { Context } from "#core/context.ts";
import { NotFoundError } from "#core/errors.ts";
import { checkId } from "#core/ids.ts";
import { listLimit, type LimitArgs } from "#core/lists/list-size.ts";
import { TRUSTED_BROWSER_NOT_FOUND } from "./account.rules.ts";
import { describeUserAgent, type BrowserRecordView } from "./user-agent.ts";

/** A browser the account trusts as its owner sees it; `current` is the browser asking. */
export type TrustedBrowserView = BrowserRecordView & { createdAt: Date; expiresAt: Date };

/**
 * The browsers whose password sign-ins skip the second factor, newest trust first, expired ones left
 * out: where each was trusted from (address, browser and system), when, and until when. Never open to
 * an API key.
 */
export async function listMyTrustedBrowsers(ctx: Context, { first }: LimitArgs = {}): Promise<TrustedBrowserView[]> {
  const viewer = requireSessionViewer(ctx);
  const rows = await ctx.db.trustedBrowser.findMany({
    where: { userId: viewer.id, expiresAt: { gt: new Date() } },
    select: { id: true, ip: true, userAgent: true, createdAt: true, expiresAt: true, tokenHash: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: listLimit(first),
  });
  const ownHash = ctx.trustCookie.token ? hashTokenSecret(ctx.trustCookie.token) : null;
  return rows.map(({ tokenHash, ...row }) => ({
    ...row,
    ...describeUserAgent(row.userAgent),
    current: tokenHash === ownHash,
  }));
}

/**
 * Stops trusting one of the person's browsers: its next password sign-in asks for the second factor
 * again. Another account's is not found, exactly as one that does not exist.
 */
export async function forgetTrustedBrowser(ctx: Context, id: string): Promise<{ id: string }> {
  const viewer = requireSessionViewer(ctx);
  const browserId = checkId(id, TRUSTED_BROWSER_NOT_FOUND);
  const { count } = await ctx.db.trustedBrowser.deleteMany({ where: { id: browserId, userId: viewer.id } });
  if (count === 0) throw new NotFoundError(TRUSTED_BROWSER_NOT_FOUND);
  return { id: browserId };
}
