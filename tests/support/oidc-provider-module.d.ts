// The few parts of `oidc-provider` (a dev dependency without bundled types) that the tests' provider uses.

declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export type ProviderAccountClaims = { sub: string; [claim: string]: unknown };

  export type InteractionDetails = { uid: string; params: Record<string, unknown> };

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export type KoaContextWithOIDC = {
    oidc: {
      provider: Provider;
      session?: { accountId?: string };
      client?: { clientId: string };
    };
  };

  export type Configuration = {
    clients?: Record<string, unknown>[];
    jwks?: { keys: object[] };
    cookies?: { keys: string[] };
    claims?: Record<string, string[]>;
    findAccount?: (
      ctx: KoaContextWithOIDC,
      subject: string,
    ) =>
      | { accountId: string; claims: () => ProviderAccountClaims | Promise<ProviderAccountClaims> }
      | undefined
      | Promise<{ accountId: string; claims: () => ProviderAccountClaims } | undefined>;
    features?: Record<string, { enabled: boolean }>;
    ttl?: Record<string, number>;
    interactions?: { url: (ctx: KoaContextWithOIDC, interaction: { uid: string }) => string };
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
  };

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
