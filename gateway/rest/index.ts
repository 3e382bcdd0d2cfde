import express, { Router } from "express";
import { MAX_IMPORT_FILE_BYTES } from "../../schema/customers/customers.import-rules.ts";
import { requireJsonBody } from "../security.ts";
import { accountRoutes } from "./account.ts";
import { activityRoutes } from "./activities.ts";
import { adminRoutes } from "./admin.ts";
import { authRoutes } from "./auth.ts";
import { contentRoutes } from "./content.ts";
import { customerRoutes } from "./customers.ts";
import { restErrorHandler, restNotFound } from "./errors.ts";
import { taskRoutes } from "./tasks.ts";

/** The REST facade for legacy clients: each route calls the same service the GraphQL field does. */
export function createRestApi() {
  const api = Router();
  api.use(requireJsonBody);
  // An import batch (1,000 rows) is larger than any other body: its own limit, the import file's.
  api.use("/customers/import", express.json({ limit: MAX_IMPORT_FILE_BYTES }));
  api.use(express.json({ limit: "100kb" }));
  api.use(authRoutes, accountRoutes, adminRoutes, contentRoutes, customerRoutes, taskRoutes, activityRoutes);
  api.use(restNotFound);
  api.use(restErrorHandler);
  return api;
}
