import type { Response } from "express";

/**
 * Runs a write route's handler, holding its JSON answer until the caller's writes are remembered (see
 * Context.rememberWrites): the session cookie that carries their position must go out with the answer,
 * and the client may ask its next read of another gateway as soon as it has the answer.
 */
export async function answerAfterWrites(res: Response, handler: () => unknown): Promise<void> {
  const json = res.json.bind(res);
  let held: { body: unknown } | undefined;
  res.json = (body: unknown) => {
    held = { body };
    return res;
  };
  try {
    await handler();
  } finally {
    res.json = json;
  }
  if (!held) return;
  await res.locals.context.rememberWrites();
  json(held.body);
}
