import { lazy } from "react";

/**
 * Every screen but login is its own chunk, so the login route loads only what it shows
 * (DESIGN.md budget: 120 KB of JavaScript gzip). The layout comes with the first signed-in screen.
 */
export const RegisterRoute = lazy(() =>
  import("../features/auth/public-routes").then((m) => ({ default: m.RegisterRoute })),
);
export const CompleteRegistrationRoute = lazy(() =>
  import("../features/auth/public-routes").then((m) => ({ default: m.CompleteRegistrationRoute })),
);
export const ForgotPasswordRoute = lazy(() =>
  import("../features/auth/public-routes").then((m) => ({ default: m.ForgotPasswordRoute })),
);
export const ResetPasswordRoute = lazy(() =>
  import("../features/auth/public-routes").then((m) => ({ default: m.ResetPasswordRoute })),
);
export const EmailVerifyRoute = lazy(() =>
  import("../features/auth/public-routes").then((m) => ({ default: m.EmailVerifyRoute })),
);

export const SignedInArea = lazy(() => import("./signed-in-area").then((m) => ({ default: m.SignedInArea })));
