import { builder } from "#core/builder.ts";
import type { DEFAULT_HERO, DEFAULT_SITE_SETTINGS } from "./content.defaults.ts";
import { getHero, getSiteSettings, updateHero, updateSiteSettings } from "./content.service.ts";

const Hero = builder.objectRef<typeof DEFAULT_HERO>("Hero").implement({
  fields: (t) => ({
    badge: t.exposeString("badge"),
    heading: t.exposeString("heading"),
    subheading: t.exposeString("subheading"),
    description: t.exposeString("description"),
    videoUrl: t.exposeString("videoUrl"),
  }),
});

const SiteSettings = builder.objectRef<typeof DEFAULT_SITE_SETTINGS>("SiteSettings").implement({
  fields: (t) => ({
    companyName: t.exposeString("companyName"),
    companyEmail: t.exposeString("companyEmail"),
    companyPhone: t.exposeString("companyPhone"),
    companyAddress: t.exposeString("companyAddress"),
    officeHours: t.exposeString("officeHours", {
      description: "When the office and phone line are open: one line a period, such as 'Mon-Fri: 9-6 GMT'.",
    }),
  }),
});

const HeroInput = builder.inputType("HeroInput", {
  fields: (t) => ({
    badge: t.string({ required: true }),
    heading: t.string({ required: true }),
    subheading: t.string({ required: true }),
    description: t.string({ required: true }),
    videoUrl: t.string({ required: true }),
  }),
});

const SiteSettingsInput = builder.inputType("SiteSettingsInput", {
  fields: (t) => ({
    companyName: t.string({ required: true }),
    companyEmail: t.string({ required: true }),
    companyPhone: t.string({ required: true }),
    companyAddress: t.string({ required: true }),
    officeHours: t.string({ required: false, description: "Left out, the saved office hours stay as they are." }),
  }),
});

builder.queryFields((t) => ({
  hero: t.field({ type: Hero, resolve: (_root, _args, ctx) => getHero(ctx) }),
  siteSettings: t.field({ type: SiteSettings, resolve: (_root, _args, ctx) => getSiteSettings(ctx) }),
}));

builder.mutationFields((t) => ({
  updateHero: t.field({
    type: Hero,
    args: { input: t.arg({ type: HeroInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateHero(ctx, input),
  }),
  updateSiteSettings: t.field({
    type: SiteSettings,
    args: { input: t.arg({ type: SiteSettingsInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateSiteSettings(ctx, input),
  }),
}));
