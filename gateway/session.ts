import type { Request, Response } from "express";
import { getIronSession, type SessionOptions } from "iron-session";
import type { SessionData } from "../schema/context.ts";

export const SESSION_COOKIE = "bramble_session";

export function createSessionOptions(options: { secret: string; secure: boolean }): SessionOptions {
  return {
    password: options.secret,
    cookieName: SESSION_COOKIE,
    ttl: 14 * 24 * 60 * 60,
    cookieOptions: { httpOnly: true, sameSite: "lax", secure: options.secure, path: "/" },
  };
}

export function readSession(req: Request, res: Response, options: SessionOptions) {
  return getIronSession<SessionData>(req, res, options);
}
