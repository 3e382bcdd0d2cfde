import { builder, MessagePayload } from "../builder.ts";
import { connectionType, pageArgs } from "../lists/lists.graphql.ts";
import { DateTimeScalar } from "../scalars.ts";
import { listContactMessages, sendContactMessage } from "./contact.service.ts";

const ContactMessage = builder.prismaObject("ContactMessage", {
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    email: t.exposeString("email"),
    subject: t.exposeString("subject"),
    message: t.exposeString("message"),
    createdAt: t.expose("createdAt", { type: DateTimeScalar }),
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
}));
