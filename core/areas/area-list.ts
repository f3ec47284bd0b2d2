import { accountArea } from "../account/account.area";
import { adminArea } from "../admin/admin.area";
import { authArea } from "../auth/auth.area";
import { calendarArea } from "../calendar/calendar.area";
import { commerceArea } from "../commerce/commerce.area";
import { evaluationsArea } from "../evaluations/evaluations.area";
import { informationArea } from "../information/information.area";
import { postsArea } from "../posts/posts.area";
import { shellArea } from "../shell/shell.area";
import { staffArea } from "../staff/staff.area";
import { storeOperationsArea } from "../store-operations/store-operations.area";
import { tasksArea } from "../tasks/tasks.area";
import { ticketsArea } from "../tickets/tickets.area";
import { trainingArea } from "../training/training.area";

/**
 * Every area of the portal, one line each. The route table, the sidebar menu, the permission table's
 * areas, the catalogue and the base load are built from this list (docs/architecture.md, "Adding an
 * area"); the browser finds an area's screens in ui/features/<id>/ and the server its routes in
 * server/<id>/.
 */
export const AREAS = [
  authArea,
  shellArea,
  postsArea,
  ticketsArea,
  tasksArea,
  evaluationsArea,
  staffArea,
  storeOperationsArea,
  informationArea,
  trainingArea,
  accountArea,
  calendarArea,
  commerceArea,
  adminArea,
] as const;

export type AreaId = (typeof AREAS)[number]["id"];
