import express, { Router } from "express";
import { requireJsonBody } from "../security.ts";
import { adminRoutes } from "./admin.ts";
import { authRoutes } from "./auth.ts";
import { contentRoutes } from "./content.ts";
import { restErrorHandler, restNotFound } from "./errors.ts";

/** The REST facade for legacy clients: each route calls the same service the GraphQL field does. */
export function createRestApi() {
  const api = Router();
  api.use(requireJsonBody);
  api.use(express.json({ limit: "100kb" }));
  api.use(authRoutes, adminRoutes, contentRoutes);
  api.use(restNotFound);
  api.use(restErrorHandler);
  return api;
}
