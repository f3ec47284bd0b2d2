import { accountServerArea } from "./account/account.server-area";
import { adminServerArea } from "./admin/admin.server-area";
import { authServerArea } from "./auth/auth.server-area";
import { commerceServerArea } from "./commerce/commerce.server-area";
import { calendarServerArea } from "./calendar/calendar.server-area";
import { contentServerArea } from "./content/content.server-area";
import { devServerArea } from "./dev/dev.server-area";
import { evaluationsServerArea } from "./evaluations/evaluations.server-area";
import { informationServerArea } from "./information/information.server-area";
import type { ServerArea } from "./http/server-area";
import { postsServerArea } from "./posts/posts.server-area";
import { staffServerArea } from "./staff/staff.server-area";
import { tasksServerArea } from "./tasks/tasks.server-area";
import { storeOperationsServerArea } from "./store-operations/store-operations.server-area";
import { ticketsServerArea } from "./tickets/tickets.server-area";
import { trainingServerArea } from "./training/training.server-area";

/**
 * Every server area, mounted by createApp in this order under the API base; GET base is built from
 * their shares. Adding an area: its folder server/<area>/ with `<area>.server-area.ts`, and one line here.
 */
export const SERVER_AREAS: readonly ServerArea[] = [
  authServerArea,
  contentServerArea,
  postsServerArea,
  ticketsServerArea,
  staffServerArea,
  commerceServerArea,
  tasksServerArea,
  trainingServerArea,
  evaluationsServerArea,
  storeOperationsServerArea,
  accountServerArea,
  calendarServerArea,
  informationServerArea,
  adminServerArea,
  devServerArea,
];
