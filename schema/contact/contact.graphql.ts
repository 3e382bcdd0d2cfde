import { builder, MessagePayload } from "#core/builder.ts";
import { connectionType, pageArgs } from "#core/lists/lists.graphql.ts";
import { DateTimeScalar } from "#core/scalars.ts";
import { DeletePayload } from "#core/payloads.graphql.ts";
import {
  deleteContactMessage,
  listContactMessages,
  sendContactMessage,
  setContactMessageRead,
} from "./contact.service.ts";

const ContactMessage = builder.prismaObject("ContactMessage", {
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    email: t.exposeString("email"),
    subject: t.exposeString("subject"),
    message: t.exposeString("message"),
    createdAt: t.expose("createdAt", { type: DateTimeScalar }),
    readAt: t.expose("readAt", {
      type: DateTimeScalar,
      nullable: true,
      description: "When the admin marked it read; null while unread.",
    }),
  }),
});

const ContactMessageConnection = connectionType("ContactMessage", ContactMessage);

const ContactMessageInput = builder.inputType("ContactMessageInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    subject: t.string({ required: true }),
    message: t.string({ required: true }),
  }),
});

builder.queryFields((t) => ({
  contactMessages: t.field({
    type: ContactMessageConnection,
    description: "Messages sent through the contact form, newest first. Admins only.",
    args: pageArgs(t.arg),
    resolve: (_root, args, ctx) => listContactMessages(ctx, args),
  }),
}));

builder.mutationFields((t) => ({
  sendContactMessage: t.field({
    type: MessagePayload,
    args: { input: t.arg({ type: ContactMessageInput, required: true }) },
    resolve: (_root, { input }, ctx) => sendContactMessage(ctx, input),
  }),
  setContactMessageRead: t.field({
    type: ContactMessage,
    description: "Marks a message read or unread again. Admins only.",
    args: { id: t.arg.id({ required: true }), read: t.arg.boolean({ required: true }) },
    resolve: (_root, { id, read }, ctx) => setContactMessageRead(ctx, id, read),
  }),
  deleteContactMessage: t.field({
    type: DeletePayload,
    description: "Deletes a message for good. Admins only.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteContactMessage(ctx, id),
  }),
}));
