import { Router } from "express";
import {
  createCustomer,
  deleteCustomer,
  getCustomer,
  listCustomers,
  updateCustomer,
} from "../../schema/customers/customers.service.ts";
import { exportCustomers } from "../../schema/customers/customers.export.ts";
import { importCustomers } from "../../schema/customers/customers.import.ts";
import { customerApiJson } from "../../schema/customers/customers.api.ts";
import { sendCsv } from "./csv-download.ts";
import { parsePage, parseSort, toListResponse } from "./list-params.ts";
import { firstQueryValue } from "./query.ts";

export const customerRoutes = Router();

customerRoutes.get("/customers", async (req, res) => {
  const connection = await listCustomers(res.locals.context, {
    ...parsePage(req.query),
    filter: { search: firstQueryValue(req.query.search), status: firstQueryValue(req.query.status) },
    orderBy: parseSort(req.query.sort),
  });
  res.json(await toListResponse(connection, customerApiJson));
});

/** The list as the screen shows it, `?search=&status=&sort=` as for the list, as a CSV download. */
customerRoutes.get("/customers/export.csv", async (req, res) => {
  const filter = { search: firstQueryValue(req.query.search), status: firstQueryValue(req.query.status) };
  await sendCsv(res, exportCustomers(res.locals.context, { filter, orderBy: parseSort(req.query.sort) }));
});

customerRoutes.post("/customers", async (req, res) => {
  res.status(201).json(customerApiJson(await createCustomer(res.locals.context, req.body)));
});

/** `{ rows: [{ line, name, email, ... }], updateExisting }`, at most 1,000 rows: `{ results }`, one per row. */
customerRoutes.post("/customers/import", async (req, res) => {
  const { rows, updateExisting } = (req.body ?? {}) as { rows?: unknown; updateExisting?: unknown };
  res.json({ results: await importCustomers(res.locals.context, { rows, updateExisting }) });
});

customerRoutes.get("/customers/:id", async (req, res) => {
  res.json(customerApiJson(await getCustomer(res.locals.context, req.params.id)));
});

customerRoutes.put("/customers/:id", async (req, res) => {
  res.json(customerApiJson(await updateCustomer(res.locals.context, req.params.id, req.body)));
});

customerRoutes.delete("/customers/:id", async (req, res) => {
  res.json(await deleteCustomer(res.locals.context, req.params.id));
});
