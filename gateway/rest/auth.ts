import { Router } from "express";
import { login } from "../../schema/auth/login.service.ts";
import { requestPasswordReset, resetPassword } from "../../schema/auth/password-reset.service.ts";
import { register, verifyEmail } from "../../schema/auth/register.service.ts";
import { resendVerificationEmail } from "../../schema/auth/resend-verification.service.ts";
import { getSession, logout } from "../../schema/auth/session.service.ts";
import { firstQueryValue } from "./query.ts";

export const authRoutes = Router();

authRoutes.get("/auth/session", (_req, res) => {
  res.json(getSession(res.locals.context));
});

authRoutes.post("/auth/login", async (req, res) => {
  const { message } = await login(res.locals.context, req.body);
  res.json({ message });
});

authRoutes.post("/auth/register", async (req, res) => {
  res.status(201).json(await register(res.locals.context, req.body));
});

authRoutes.get("/auth/verify-email", async (req, res) => {
  res.json(await verifyEmail(res.locals.context, firstQueryValue(req.query.token)));
});

authRoutes.post("/auth/resend-verification", async (req, res) => {
  res.json(await resendVerificationEmail(res.locals.context, req.body));
});

authRoutes.post("/auth/forgot-password", async (req, res) => {
  res.json(await requestPasswordReset(res.locals.context, req.body));
});

authRoutes.post("/auth/reset-password", async (req, res) => {
  res.json(await resetPassword(res.locals.context, req.body));
});

authRoutes.post("/auth/logout", async (_req, res) => {
  res.json(await logout(res.locals.context));
});
