import { requireOwner, requireWorkspace } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import { parseInput } from "#core/validation.ts";
import { lostReasonsInput } from "./lost-reasons.rules.ts";

/** The reasons a deal closing as lost offers, in the workspace's order. */
export async function listLostReasons(ctx: Context): Promise<string[]> {
  const access = requireWorkspace(ctx);
  const workspace = await ctx.db.workspace.findUniqueOrThrow({
    where: { id: access.id },
    select: { lostReasons: true },
  });
  return workspace.lostReasons;
}

/** Replaces the list (added, renamed, removed and reordered at once); owners only. Deals keep the reason they have. */
export async function setLostReasons(ctx: Context, input: unknown): Promise<string[]> {
  const access = requireOwner(ctx);
  const { reasons } = parseInput(lostReasonsInput, input);
  const workspace = await ctx.db.workspace.update({
    where: { id: access.id },
    data: { lostReasons: reasons },
    select: { lostReasons: true },
  });
  return workspace.lostReasons;
}
