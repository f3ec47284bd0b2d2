import { accountMessages } from "../account/account-catalogue";
import { accountJourneyMessages } from "../account/account-journeys-catalogue";
import { adminMessages } from "../admin/admin-catalogue";
import { adminJourneyMessages } from "../admin/admin-journeys-catalogue";
import { authMessages } from "../auth/auth-catalogue";
import { authJourneyMessages } from "../auth/auth-journeys-catalogue";
import { calendarMessages } from "../calendar/calendar-catalogue";
import { calendarJourneyMessages } from "../calendar/calendar-journeys-catalogue";
import { commerceMessages } from "../commerce/commerce-catalogue";
import { commerceJourneyMessages } from "../commerce/commerce-journeys-catalogue";
import { evaluationsMessages } from "../evaluations/evaluations-catalogue";
import { evaluationsJourneyMessages } from "../evaluations/evaluations-journeys-catalogue";
import { informationMessages } from "../information/information-catalogue";
import { informationJourneyMessages } from "../information/information-journeys-catalogue";
import { postsMessages } from "../posts/posts-catalogue";
import { postsJourneyMessages } from "../posts/posts-journeys-catalogue";
import { uiMessages } from "../shell/shell-catalogue";
import { staffMessages } from "../staff/staff-catalogue";
import { staffJourneyMessages } from "../staff/staff-journeys-catalogue";
import { storeOperationsMessages } from "../store-operations/store-operations-catalogue";
import { storeOperationsJourneyMessages } from "../store-operations/store-operations-journeys-catalogue";
import { tasksMessages } from "../tasks/tasks-catalogue";
import { tasksJourneyMessages } from "../tasks/tasks-journeys-catalogue";
import { ticketMessages } from "../tickets/tickets-catalogue";
import { ticketsJourneyMessages } from "../tickets/tickets-journeys-catalogue";
import { trainingMessages } from "../training/training-catalogue";
import { trainingJourneyMessages } from "../training/training-journeys-catalogue";
import type { CataloguePart } from "../i18n/catalogue-entry";
import type { AreaId } from "./area-list";

/**
 * Each area's texts by area id (every area of core/areas/area-list.ts, no other: the type says so):
 * its catalogue (`core/<area>/<area>-catalogue.ts`: every key its screens, machines and server
 * answers use, and its menu titles) and its journey texts (`<area>-journeys-catalogue.ts`, the
 * diagrams'). Not in the area manifests (a module is loaded whole, with what it imports): the route
 * table and the menu are built from the areas on the login page, which ships only the texts it
 * shows (core/i18n/login-catalogue.ts); the whole catalogue (core/i18n/catalogue.ts) loads after
 * sign-in or the first input (issue #21). The journey texts are a file of their own for the same
 * reason: the login page ships the auth area's catalogue, not its diagrams' words.
 */
export const AREA_CATALOGUES = {
  account: { ...accountMessages, ...accountJourneyMessages },
  admin: { ...adminMessages, ...adminJourneyMessages },
  auth: { ...authMessages, ...authJourneyMessages },
  calendar: { ...calendarMessages, ...calendarJourneyMessages },
  commerce: { ...commerceMessages, ...commerceJourneyMessages },
  evaluations: { ...evaluationsMessages, ...evaluationsJourneyMessages },
  information: { ...informationMessages, ...informationJourneyMessages },
  posts: { ...postsMessages, ...postsJourneyMessages },
  shell: uiMessages,
  staff: { ...staffMessages, ...staffJourneyMessages },
  "store-operations": { ...storeOperationsMessages, ...storeOperationsJourneyMessages },
  tasks: { ...tasksMessages, ...tasksJourneyMessages },
  tickets: { ...ticketMessages, ...ticketsJourneyMessages },
  training: { ...trainingMessages, ...trainingJourneyMessages },
} as const satisfies Record<AreaId, CataloguePart>;
