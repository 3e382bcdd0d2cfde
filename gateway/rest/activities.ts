import { Router } from "express";
import { deleteActivity, listActivities, updateActivity } from "../../schema/activities/activities.service.ts";
import { activityApiJson } from "../../schema/activities/activities.api.ts";
import { exportActivities } from "../../schema/activities/activities.export.ts";
import { sendCsv } from "./csv-download.ts";
import { parsePage, toListResponse } from "./list-params.ts";
import { firstQueryValue } from "./query.ts";

export const activityRoutes = Router();

activityRoutes.get("/activities", async (req, res) => {
  const connection = await listActivities(res.locals.context, {
    ...parsePage(req.query),
    filter: { type: firstQueryValue(req.query.type), customerId: firstQueryValue(req.query.customerId) },
  });
  res.json(await toListResponse(connection, activityApiJson));
});

activityRoutes.put("/activities/:id", async (req, res) => {
  res.json(activityApiJson(await updateActivity(res.locals.context, req.params.id, req.body)));
});

activityRoutes.delete("/activities/:id", async (req, res) => {
  res.json(await deleteActivity(res.locals.context, req.params.id));
});

/** The timeline as filtered (`?type=&customerId=`), newest first, as a CSV download. */
activityRoutes.get("/activities/export.csv", async (req, res) => {
  const filter = { type: firstQueryValue(req.query.type), customerId: firstQueryValue(req.query.customerId) };
  await sendCsv(res, exportActivities(res.locals.context, { filter }));
});
