export type HeroTexts = {
  badge: string;
  heading: string;
  subheading: string;
  description: string;
  videoUrl: string;
};

/** The spec's hero fallbacks; the description is the server's default one. No video is the fallback video. */
export const HERO_FALLBACKS: HeroTexts = {
  badge: "Trusted by 10,000+ sales teams",
  heading: "Manage Customer Relationships",
  subheading: "That Drive Growth",
  description:
    "Bring contacts, deals, tasks and every conversation into one place, so your sales and support teams close more deals and keep customers happy.",
  videoUrl: "",
};

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
