import { builder } from "#core/builder.ts";
import { limitedList } from "#core/lists/list-size.ts";
import { DateTimeScalar } from "#core/scalars.ts";
import { createApiKey, listApiKeys, revokeApiKey } from "./api-keys.service.ts";

const ApiKey = builder.prismaObject("ApiKey", {
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    prefix: t.exposeString("prefix", { description: "The key's first characters, to tell keys apart." }),
    createdAt: t.expose("createdAt", { type: DateTimeScalar }),
    lastUsedAt: t.expose("lastUsedAt", { type: DateTimeScalar, nullable: true }),
    revokedAt: t.expose("revokedAt", { type: DateTimeScalar, nullable: true }),
    createdBy: t.relation("user"),
  }),
});

const CreatedApiKey = builder.objectRef<Awaited<ReturnType<typeof createApiKey>>>("CreatedApiKey").implement({
  fields: (t) => ({
    apiKey: t.field({ type: ApiKey, resolve: (created) => created.apiKey }),
    secret: t.exposeString("secret", { description: "The key itself. It is shown only in this answer." }),
  }),
});

const ApiKeyInput = builder.inputType("ApiKeyInput", {
  fields: (t) => ({ name: t.string({ required: true }) }),
});

builder.queryFields((t) => ({
  apiKeys: t.prismaField({
    type: ["ApiKey"],
    description: "The workspace's keys for the REST and GraphQL APIs (Authorization: Bearer <key>). Owners only.",
    ...limitedList(t.arg),
    resolve: (query, _root, { first }, ctx) => listApiKeys(ctx, { first }, query),
  }),
}));

builder.mutationFields((t) => ({
  createApiKey: t.field({
    type: CreatedApiKey,
    args: { input: t.arg({ type: ApiKeyInput, required: true }) },
    resolve: (_root, { input }, ctx) => createApiKey(ctx, input),
  }),
  revokeApiKey: t.prismaField({
    type: "ApiKey",
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) => revokeApiKey(ctx, id, query),
  }),
}));
