import { requireAdmin } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import type { Database } from "#core/db/db.ts";
import { UnavailableError } from "#core/errors.ts";
import { parseInput } from "#core/validation.ts";
import { DEFAULT_HERO, DEFAULT_SITE_SETTINGS } from "./content.defaults.ts";
import { heroInput, siteSettingsInput } from "./content.rules.ts";
import { getLandingLists, LANDING_LIST_DEFAULTS } from "./landing-lists.service.ts";

/** Both documents are single rows with id 1. */
const SINGLE_ROW = { id: 1 };

const heroFields = { badge: true, heading: true, subheading: true, description: true, videoUrl: true } as const;
const settingsFields = {
  companyName: true,
  companyEmail: true,
  companyPhone: true,
  companyAddress: true,
  officeHours: true,
} as const;

// The public content is read from the replica when there is one (see Context.readDb).

export async function getHero(ctx: Pick<Context, "readDb">) {
  return (await ctx.readDb.heroContent.findUnique({ where: SINGLE_ROW, select: heroFields })) ?? DEFAULT_HERO;
}

export async function updateHero(ctx: Context, input: unknown) {
  requireAdmin(ctx);
  const data = parseInput(heroInput, input);
  return ctx.db.heroContent.upsert({ where: SINGLE_ROW, create: data, update: data, select: heroFields });
}

export async function getSiteSettings(ctx: Pick<Context, "readDb">) {
  return (
    (await ctx.readDb.siteSettings.findUnique({ where: SINGLE_ROW, select: settingsFields })) ?? DEFAULT_SITE_SETTINGS
  );
}

/** The company name of the site settings: the product's name in every e-mail, as on every page. */
export async function getCompanyName(db: Database): Promise<string> {
  const { companyName } = await getSiteSettings({ readDb: db });
  return companyName.trim() || DEFAULT_SITE_SETTINGS.companyName;
}

/**
 * What every served page carries: the hero, the company's details and the landing page's lists. While
 * the database is down the defaults stand in, so the landing page still shows its content rather
 * than an error.
 */
export async function getPageContent(ctx: Pick<Context, "readDb">) {
  try {
    const [hero, siteSettings, lists] = await Promise.all([getHero(ctx), getSiteSettings(ctx), getLandingLists(ctx)]);
    return { hero, siteSettings, ...lists };
  } catch (error) {
    if (!(error instanceof UnavailableError)) throw error;
    return { hero: DEFAULT_HERO, siteSettings: DEFAULT_SITE_SETTINGS, ...LANDING_LIST_DEFAULTS };
  }
}

export async function updateSiteSettings(ctx: Context, input: unknown) {
  requireAdmin(ctx);
  const data = parseInput(siteSettingsInput, input);
  return ctx.db.siteSettings.upsert({ where: SINGLE_ROW, create: data, update: data, select: settingsFields });
}

/**
 * Gives an empty database its hero and settings rows; existing rows are never touched. Returns
 * whether the settings row was new, which marks a brand-new installation.
 */
export async function seedContentDefaults(db: Database): Promise<boolean> {
  await db.heroContent.createMany({ data: [{ ...SINGLE_ROW, ...DEFAULT_HERO }], skipDuplicates: true });
  const { count } = await db.siteSettings.createMany({
    data: [{ ...SINGLE_ROW, ...DEFAULT_SITE_SETTINGS }],
    skipDuplicates: true,
  });
  return count === 1;
}
