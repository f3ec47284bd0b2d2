/**
 * What the screens' flows need from the outside world, typed here so ui/ files never import
 * adapters/: the composition root hands in the API client, which fits these shapes.
 */
export interface FlowAnswer {
  readonly status: string;
  readonly message: string;
}

export interface FlowsPort {
  readonly stores: () => Promise<
    ReadonlyArray<{ readonly id: number; readonly store_name: string; readonly title_cutted: string }>
  >;
  readonly jobs: () => Promise<ReadonlyArray<{ readonly id: number; readonly title: string }>>;
  readonly register: (
    body: import("../screens/register/register-form-values").RegisterSubmission,
  ) => Promise<FlowAnswer>;
  readonly registeredData: (
    hash: string,
  ) => Promise<import("../screens/complete-registration/registered-summary").RegisteredSummaryData>;
  readonly verifyMobile: (hash: string) => Promise<FlowAnswer>;
  readonly activate: (payload: {
    readonly hash: string;
    readonly code: string;
    readonly password: string;
    readonly consent_email: boolean;
    readonly terms: boolean;
  }) => Promise<FlowAnswer>;
  readonly forgotPassword: (
    payload: import("../screens/forgot-password/forgot-password-view").ForgotPasswordRequest,
  ) => Promise<FlowAnswer>;
  readonly forgotPasswordByEmail: (email: string) => Promise<FlowAnswer>;
  readonly resetPassword: (body: { readonly hash: string; readonly password: string }) => Promise<FlowAnswer>;
  readonly verifyEmailByHash: (hash: string) => Promise<FlowAnswer>;
  /** Any failure as a message key (the server speaks in keys). */
  readonly failureKey: (error: unknown) => string;
  /** Leaves for an app path (spec: after activation or reset the user goes to /). */
  readonly goTo: (path: string) => void;
}
