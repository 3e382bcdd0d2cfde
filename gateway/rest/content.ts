import { Router } from "express";
import { getHero, getSiteSettings } from "../../schema/content/content.service.ts";

export const contentRoutes = Router();

contentRoutes.get("/hero", async (_req, res) => {
  res.json(await getHero(res.locals.context));
});

contentRoutes.get("/settings", async (_req, res) => {
  res.json(await getSiteSettings(res.locals.context));
});
