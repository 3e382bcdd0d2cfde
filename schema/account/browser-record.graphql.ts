import type { SchemaTypes } from "#core/builder.ts";
import type { BrowserRecordView } from "./user-agent.ts";

/**
 * The fields every such list shares, read from the browser's address and User-Agent; `facts` says what
 * its address, User-Agent and `current` mean for this list.
 */
export function browserRecordFields<Shape extends BrowserRecordView>(
  t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, Shape>,
  facts: { ip: string; userAgent: string; current: string },
) {
  // Resolvers rather than t.expose*: exposing a field of a generic shape defeats Pothos's typing.
  return {
    id: t.id({ resolve: (record) => record.id }),
    ip: t.string({ description: facts.ip, resolve: (record) => record.ip }),
    userAgent: t.string({ description: facts.userAgent, resolve: (record) => record.userAgent }),
    browser: t.string({
      description: "The browser and its major version, from the User-Agent.",
      resolve: (record) => record.browser,
    }),
    os: t.string({ description: "The operating system, from the User-Agent.", resolve: (record) => record.os }),
    current: t.boolean({ description: facts.current, resolve: (record) => record.current }),
  };
}
