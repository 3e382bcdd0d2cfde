import { Router } from "express";
import { listActivities } from "../../schema/activities/activities.service.ts";
import { parsePage, toListResponse } from "./list-params.ts";
import { firstQueryValue } from "./query.ts";

export const activityRoutes = Router();

activityRoutes.get("/activities", async (req, res) => {
  const connection = await listActivities(res.locals.context, {
    ...parsePage(req.query),
    filter: { type: firstQueryValue(req.query.type), customerId: firstQueryValue(req.query.customerId) },
  });
  res.json(await toListResponse(connection, (activity) => activity));
});
