import { builder } from "./builder.ts";

export const DeletePayload = builder.objectRef<{ id: string }>("DeletePayload").implement({
  fields: (t) => ({ id: t.exposeID("id") }),
});
