import { z } from "zod";
import { DEFAULT_HERO, DEFAULT_SITE_SETTINGS } from "#schema/content/content.defaults.ts";
import { getHero, getSiteSettings } from "#schema/content/content.service.ts";
import { defineRoute, ok } from "./route.ts";

/** The landing page's hero, as the public route and the admin's update answer it. */
export const heroSchema = z
  .strictObject({
    badge: z.string(),
    heading: z.string(),
    subheading: z.string(),
    description: z.string(),
    videoUrl: z.string().meta({ description: "A YouTube watch or embed URL, or empty." }),
  })
  .meta({ title: "Hero" });

export const siteSettingsSchema = z
  .strictObject({
    companyName: z.string(),
    companyEmail: z.string(),
    companyPhone: z.string(),
    companyAddress: z.string(),
    officeHours: z.string().meta({ description: "One line a period, such as 'Mon-Fri: 9-6 GMT'." }),
  })
  .meta({ title: "SiteSettings" });

export const heroAnswer = { status: 200, description: "The hero.", schema: heroSchema, example: DEFAULT_HERO };
export const siteSettingsAnswer = {
  status: 200,
  description: "The company details.",
  schema: siteSettingsSchema,
  example: DEFAULT_SITE_SETTINGS,
};

export const contentRoutes = [
  defineRoute({
    method: "get",
    path: "/hero",
    operationId: "getHero",
    tag: "Site content",
    summary: "The landing page's hero",
    description: "Badge, headings, description and demo video of the public landing page.",
    access: "public",
    answer: heroAnswer,
    handler: async ({ ctx }) => ok(await getHero(ctx)),
  }),
  defineRoute({
    method: "get",
    path: "/settings",
    operationId: "getSiteSettings",
    tag: "Site content",
    summary: "The company's details",
    description: "Name, e-mail, phone and address shown on the public pages.",
    access: "public",
    answer: siteSettingsAnswer,
    handler: async ({ ctx }) => ok(await getSiteSettings(ctx)),
  }),
];
