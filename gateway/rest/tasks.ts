import { Router } from "express";
import { exportTasks } from "../../schema/tasks/tasks.export.ts";
import { createTask, listTasks } from "../../schema/tasks/tasks.service.ts";
import { taskApiJson } from "../../schema/tasks/tasks.api.ts";
import { sendCsv } from "./csv-download.ts";
import { parsePage, parseSort, toListResponse } from "./list-params.ts";
import { firstQueryValue } from "./query.ts";

export const taskRoutes = Router();

taskRoutes.get("/tasks", async (req, res) => {
  const connection = await listTasks(res.locals.context, {
    ...parsePage(req.query),
    filter: {
      status: firstQueryValue(req.query.status),
      priority: firstQueryValue(req.query.priority),
      customerId: firstQueryValue(req.query.customerId),
    },
    orderBy: parseSort(req.query.sort),
  });
  res.json(await toListResponse(connection, taskApiJson));
});

/** The list as filtered and sorted (`?status=&priority=&customerId=&sort=`), as a CSV download. */
taskRoutes.get("/tasks/export.csv", async (req, res) => {
  const filter = {
    status: firstQueryValue(req.query.status),
    priority: firstQueryValue(req.query.priority),
    customerId: firstQueryValue(req.query.customerId),
  };
  await sendCsv(res, exportTasks(res.locals.context, { filter, orderBy: parseSort(req.query.sort) }));
});

taskRoutes.post("/tasks", async (req, res) => {
  res.status(201).json(taskApiJson(await createTask(res.locals.context, req.body)));
});
