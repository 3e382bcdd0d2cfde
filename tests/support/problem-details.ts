import type { Test } from "supertest";
import { expect } from "vitest";

export const PROBLEM = "application/problem+json";

export type ExpectedError = {
  status: number;
  message: string;
  code: string;
  errors?: { field: string; message: string }[];
};

const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
};

/** Sends the request twice: as the legacy client (plain text) and asking for problem details. */
export async function expectBothForms(send: () => Test, { status, message, code, errors }: ExpectedError) {
  const text = await send();
  expect([text.status, text.headers["content-type"], text.text]).toEqual([
    status,
    "text/plain; charset=utf-8",
    message,
  ]);
  const problem = await send().set("Accept", PROBLEM);
  expect([problem.status, problem.headers["content-type"]]).toEqual([status, `${PROBLEM}; charset=utf-8`]);
  expect(problem.body).toEqual({
    type: "about:blank",
    title: TITLES[status],
    status,
    detail: message,
    code,
    ...(errors ? { errors } : {}),
  });
}
