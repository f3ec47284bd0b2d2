import { accountMessages } from "../account/account-catalogue";
import { authMessages } from "../i18n/catalogue-auth";
import { calendarMessages } from "../calendar/calendar-catalogue";
import { commerceMessages } from "../commerce/commerce-catalogue";
import { evaluationsMessages } from "../evaluations/evaluations-catalogue";
import { informationMessages } from "../information/information-catalogue";
import { informationUiMessages } from "../information/information-ui-catalogue";
import { postsMessages } from "../posts/posts-catalogue";
import { postsUiMessages } from "../posts/posts-ui-catalogue";
import { staffListMessages } from "../staff/staff-list-catalogue";
import { staffMessages } from "../staff/staff-catalogue";
import { staffTitles } from "../staff/staff-titles";
import { storeOperationsMessages } from "../store-operations/store-operations-catalogue";
import { storeOperationsTexts } from "../store-operations/store-operations-texts";
import { stockCountTexts } from "../store-operations/stock-count-texts";
import { tasksMessages } from "../tasks/tasks-catalogue";
import { ticketMessages } from "../tickets/tickets-catalogue";
import { ticketUiMessages } from "../tickets/tickets-ui-catalogue";
import { ticketsTitles } from "../tickets/tickets-titles";
import { trainingMessages } from "../training/training-catalogue";
import { uiMessages } from "../i18n/catalogue-ui";
import type { CataloguePart } from "../i18n/catalogue-entry";
import type { AreaId } from "./area-list";

/**
 * Each area's texts (every key its screens, machines and server answers use, and its menu titles),
 * by area id (every area of core/areas/area-list.ts, no other: the type says
 * so). Not in the area manifests (a module is loaded whole, with what it imports): the route
 * table and the menu are built from the areas on the login page, which ships only the texts it shows (core/i18n/login-catalogue.ts); the whole
 * catalogue (core/i18n/catalogue.ts) loads after sign-in or the first input (issue #21).
 */
export const AREA_CATALOGUES = {
  account: accountMessages,
  auth: authMessages,
  calendar: calendarMessages,
  commerce: commerceMessages,
  evaluations: evaluationsMessages,
  information: { ...informationMessages, ...informationUiMessages },
  posts: { ...postsMessages, ...postsUiMessages },
  shell: uiMessages,
  staff: { ...staffMessages, ...staffListMessages, ...staffTitles },
  "store-operations": { ...storeOperationsMessages, ...storeOperationsTexts, ...stockCountTexts },
  tasks: tasksMessages,
  tickets: { ...ticketMessages, ...ticketUiMessages, ...ticketsTitles },
  training: trainingMessages,
} as const satisfies Record<AreaId, CataloguePart>;
