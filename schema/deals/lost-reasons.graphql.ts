import { builder } from "#core/builder.ts";
import { listLostReasons, setLostReasons } from "./lost-reasons.service.ts";

builder.queryFields((t) => ({
  lostReasons: t.stringList({
    description: "The reasons a deal closing as lost offers, in order.",
    resolve: (_root, _args, ctx) => listLostReasons(ctx),
  }),
}));

builder.mutationFields((t) => ({
  setLostReasons: t.stringList({
    description: "Replaces the workspace's lost reasons (owners only); deals keep the reason they have.",
    args: { reasons: t.arg.stringList({ required: true }) },
    resolve: (_root, { reasons }, ctx) => setLostReasons(ctx, { reasons }),
  }),
}));
