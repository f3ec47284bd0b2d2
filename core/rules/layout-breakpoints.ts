import { HEADER_BREAKPOINT_PX, SIDEBAR_BREAKPOINT_PX } from "../constants/portal-constants";

/** The sidebar opens by itself when the window is wider than 1219 px; otherwise it is in mobile mode. */
export function isSidebarOpenByDefault(windowWidthPx: number): boolean {
  return typeof windowWidthPx === "number" && windowWidthPx > SIDEBAR_BREAKPOINT_PX;
}

/**
 * The header is narrow (menu toggle shown) below 1200 px; at 1200 px and wider it is the wide
 * header, as a breakpoint usually reads ("from 1200 up").
 */
export function isHeaderNarrow(windowWidthPx: number): boolean {
  return !(typeof windowWidthPx === "number" && windowWidthPx >= HEADER_BREAKPOINT_PX);
}
