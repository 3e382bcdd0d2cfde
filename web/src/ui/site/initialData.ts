import { DEFAULT_SITE_SETTINGS } from "#schema/content/content.defaults.ts";
import { heroWithFallbacks, type HeroTexts } from "./heroWithFallbacks.ts";
import { isRecord, landingListsWithFallbacks, type LandingLists } from "./landingLists.ts";

export type SiteSettings = {
  companyName: string;
  companyEmail: string;
  companyPhone: string;
  companyAddress: string;
  /** One line a period ("Mon-Fri: 9-6 GMT"); blank when the company lists none. */
  officeHours: string;
};

export type InitialData = LandingLists & {
  hero: HeroTexts;
  siteSettings: SiteSettings;
};

/** The server's defaults for a fresh install; used where the page carries no initial data (Vite dev server). */
export const SITE_SETTINGS_FALLBACKS: SiteSettings = DEFAULT_SITE_SETTINGS;

/** Trimmed text, or the fallback when the field is missing or blank; phone, address and hours may be blank. */
function settingsWithFallbacks(settings: Record<string, unknown> | undefined): SiteSettings {
  const text = (key: keyof SiteSettings) => {
    const value = settings?.[key];
    return typeof value === "string" ? value.trim() : undefined;
  };
  return {
    companyName: text("companyName") || SITE_SETTINGS_FALLBACKS.companyName,
    companyEmail: text("companyEmail") || SITE_SETTINGS_FALLBACKS.companyEmail,
    companyPhone: text("companyPhone") ?? SITE_SETTINGS_FALLBACKS.companyPhone,
    companyAddress: text("companyAddress") ?? SITE_SETTINGS_FALLBACKS.companyAddress,
    officeHours: text("officeHours") ?? SITE_SETTINGS_FALLBACKS.officeHours,
  };
}

/**
 * Parses the JSON the gateway puts into `<script id="bramble-initial-data">`; anything missing,
 * malformed or blank falls back to the defaults, so the page always has texts to show.
 */
export function parseInitialData(json: string | null | undefined): InitialData {
  let parsed: unknown;
  try {
    parsed = json ? JSON.parse(json) : undefined;
  } catch {
    parsed = undefined;
  }
  const data = isRecord(parsed) ? parsed : {};
  return {
    hero: heroWithFallbacks(isRecord(data.hero) ? data.hero : undefined),
    siteSettings: settingsWithFallbacks(isRecord(data.siteSettings) ? data.siteSettings : undefined),
    ...landingListsWithFallbacks(data),
  };
}
