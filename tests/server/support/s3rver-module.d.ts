// s3rver ships no type declarations; this is the small part the test S3 server uses.
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  export default class S3rver {
    constructor(options: {
      readonly address?: string;
      readonly port?: number;
      readonly directory: string;
      readonly silent?: boolean;
    });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
