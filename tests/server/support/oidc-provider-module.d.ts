// oidc-provider ships no type declarations; this is the small part the test provider uses.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  interface ProviderContext {
    readonly oidc: {
      readonly client: { readonly clientId: string };
      readonly session: { readonly accountId: string | undefined };
      readonly provider: {
        readonly Grant: new (init: { clientId: string; accountId: string | undefined }) => Grant;
      };
    };
  }

  interface Interaction {
    readonly uid: string;
    readonly params: Readonly<Record<string, unknown>>;
  }

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
  export type { ProviderContext };
}
