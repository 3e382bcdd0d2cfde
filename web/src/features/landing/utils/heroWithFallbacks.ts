export type HeroTexts = {
  badge: string;
  heading: string;
  subheading: string;
  description: string;
};

export const HERO_FALLBACKS = {
  badge: "Trusted by 10,000+ sales teams",
  heading: "Manage Customer Relationships",
  subheading: "That Drive Growth",
} as const;

/** The hero texts to show: the server's, with the spec's fallbacks wherever the server gives none. */
export function heroWithFallbacks(hero: Partial<HeroTexts> | null | undefined): HeroTexts {
  return {
    badge: hero?.badge?.trim() || HERO_FALLBACKS.badge,
    heading: hero?.heading?.trim() || HERO_FALLBACKS.heading,
    subheading: hero?.subheading?.trim() || HERO_FALLBACKS.subheading,
    description: hero?.description?.trim() ?? "",
  };
}
