import { Router } from "express";
import { adminLogin } from "../../schema/auth/login.service.ts";
import { getAdminSession, logout } from "../../schema/auth/session.service.ts";
import { updateHero, updateSiteSettings } from "../../schema/content/content.service.ts";

export const adminRoutes = Router();

adminRoutes.post("/admin/login", async (req, res) => {
  const { message } = await adminLogin(res.locals.context, req.body);
  res.json({ message });
});

adminRoutes.get("/admin/session", (_req, res) => {
  res.json(getAdminSession(res.locals.context));
});

adminRoutes.post("/admin/logout", async (_req, res) => {
  res.json(await logout(res.locals.context));
});

adminRoutes.put("/admin/hero", async (req, res) => {
  res.json(await updateHero(res.locals.context, req.body));
});

adminRoutes.put("/admin/settings", async (req, res) => {
  res.json(await updateSiteSettings(res.locals.context, req.body));
});
