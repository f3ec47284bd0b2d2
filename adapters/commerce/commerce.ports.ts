import { COMMERCE_PORTS } from "../../machines/commerce/commerce-ports";
import { createBrowserClock, todayInBrowser } from "../clock/clock";
import { areaPorts } from "../ports/ports-module";
import { createCommerceAdapter } from "./commerce-adapter";

/** The commerce screens' ports, with their 4-minute caches and the browser's clock. */
export const ports = areaPorts(COMMERCE_PORTS, (world) =>
  createCommerceAdapter({ ...world, now: createBrowserClock().now, today: todayInBrowser }),
);
