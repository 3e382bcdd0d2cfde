import { builder } from "#core/builder.ts";
import { atMost } from "#core/lists/list-size.ts";
import { DeletePayload } from "#core/payloads.graphql.ts";
import { DateTimeScalar, JSONScalar } from "#core/scalars.ts";
import { MAX_PASSKEYS } from "#schema/auth/passkeys.rules.ts";
import {
  addPasskey,
  listMyPasskeys,
  removePasskey,
  renamePasskey,
  startPasskeyRegistration,
  type PasskeyView,
} from "./passkeys.service.ts";

export const PasskeyType = builder.objectRef<PasskeyView>("Passkey").implement({
  description: "A passkey of the signed-in person: a second factor, or a sign-in on its own.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    deviceType: t.exposeString("deviceType", {
      description: '"singleDevice", or "multiDevice" for a passkey synced between devices.',
    }),
    backedUp: t.exposeBoolean("backedUp", { description: "Whether the passkey is backed up (synced)." }),
    transports: t.exposeStringList("transports", { description: "How the browser reaches its authenticator." }),
    createdAt: t.expose("createdAt", { type: DateTimeScalar, description: "When it was added." }),
    lastUsedAt: t.expose("lastUsedAt", {
      type: DateTimeScalar,
      nullable: true,
      description: "When it last signed in; null until its first use.",
    }),
  }),
});

const AddPasskeyPayload = builder.objectRef<Awaited<ReturnType<typeof addPasskey>>>("AddPasskeyPayload").implement({
  fields: (t) => ({
    passkey: t.field({ type: PasskeyType, resolve: (payload) => payload.passkey }),
    recoveryCodes: t.exposeStringList("recoveryCodes", {
      description:
        "The account's recovery codes when this passkey is its first second factor, shown this once; empty otherwise.",
    }),
  }),
});

const AddPasskeyInput = builder.inputType("AddPasskeyInput", {
  fields: (t) => ({
    credential: t.field({
      type: JSONScalar,
      required: true,
      description: "The browser's answer to startPasskeyRegistration's options (RegistrationResponseJSON).",
    }),
    name: t.string({ description: "What to call it; by default the browser and system it was added with." }),
  }),
});

const RenamePasskeyInput = builder.inputType("RenamePasskeyInput", {
  fields: (t) => ({ name: t.string({ required: true }) }),
});

builder.queryFields((t) => ({
  myPasskeys: t.field({
    type: [PasskeyType],
    description: `The signed-in person's passkeys (at most ${MAX_PASSKEYS}), oldest first. Not for API keys.`,
    extensions: atMost(MAX_PASSKEYS),
    resolve: (_root, _args, ctx) => listMyPasskeys(ctx),
  }),
}));

builder.mutationFields((t) => ({
  startPasskeyRegistration: t.field({
    type: JSONScalar,
    description:
      "Options for the browser's navigator.credentials.create() (PublicKeyCredentialCreationOptionsJSON); the challenge is this browser's, for 5 minutes, once.",
    resolve: (_root, _args, ctx) => startPasskeyRegistration(ctx),
  }),
  addPasskey: t.field({
    type: AddPasskeyPayload,
    description: "Adds the passkey the browser created for startPasskeyRegistration's challenge.",
    args: { input: t.arg({ type: AddPasskeyInput, required: true }) },
    resolve: (_root, { input }, ctx) => addPasskey(ctx, input),
  }),
  renamePasskey: t.field({
    type: PasskeyType,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: RenamePasskeyInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => renamePasskey(ctx, String(id), input),
  }),
  removePasskey: t.field({
    type: DeletePayload,
    description:
      "Removes one of the person's passkeys. With the account's last second factor go its recovery codes and trusted browsers.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => removePasskey(ctx, String(id)),
  }),
}));
