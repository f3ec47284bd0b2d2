import { defineArea } from "../areas/area";
import { PUBLIC } from "../permissions/route-entry";

/** Signing in and the public flows: registration, completing it, passwords, e-mail verification. */
export const authArea = defineArea({
  id: "auth",
  apiAreas: {},
  routes: [
    { pattern: "/", guard: PUBLIC },
    { pattern: "/register", guard: PUBLIC },
    { pattern: "/setpassword", guard: PUBLIC },
    { pattern: "/resetpassword/:hash", guard: PUBLIC },
    { pattern: "/resetpassword", guard: PUBLIC },
    { pattern: "/emailverify/:hash", guard: PUBLIC },
  ],
  menu: [],
  baseLoad: [],
});
