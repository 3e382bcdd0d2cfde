import { DEFAULT_HERO } from "#schema/content/content.defaults.ts";

export type HeroTexts = {
  badge: string;
  heading: string;
  subheading: string;
  description: string;
  videoUrl: string;
};

/** The spec's hero fallbacks, the same defaults a fresh server starts with. No video is the fallback video. */
export const HERO_FALLBACKS: HeroTexts = DEFAULT_HERO;

function textOr(value: unknown, fallback: string): string {
  return typeof value === "string" && value.trim() ? value.trim() : fallback;
}

/** The hero texts to show: the server's, with the fallbacks wherever the server gives none. */
export function heroWithFallbacks(hero: Partial<Record<keyof HeroTexts, unknown>> | null | undefined): HeroTexts {
  return {
    badge: textOr(hero?.badge, HERO_FALLBACKS.badge),
    heading: textOr(hero?.heading, HERO_FALLBACKS.heading),
    subheading: textOr(hero?.subheading, HERO_FALLBACKS.subheading),
    description: textOr(hero?.description, HERO_FALLBACKS.description),
    videoUrl: textOr(hero?.videoUrl, HERO_FALLBACKS.videoUrl),
  };
}
