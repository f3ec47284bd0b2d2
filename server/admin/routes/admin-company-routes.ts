import { Hono } from "hono";
import { AdminCompany, AdminCompanyListParams, AdminCompanyPage } from "../../../core/admin/admin-wire";
import { companyFieldsOf, validateCompanyForm } from "../../../core/admin/company-form";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import {
  createAdminCompany,
  listAdminCompanies,
  readAdminCompany,
  updateAdminCompany,
} from "../services/admin-companies";
import { adminFormRoutes, adminListRoutes } from "./admin-record-routes";

const COMPANIES = {
  path: "/admin/companies",
  idParam: "company_id",
  singular: "company",
  item: AdminCompany,
} as const;

/**
 * The console's companies (issue 35): franchise companies and the spec's company details (web,
 * Twitter and Facebook addresses, shown in the sidebar), with how many open stores each runs.
 * Created (header Idempotency-Key) and edited, never deleted: stores and people refer to them.
 */
export function adminCompanyRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.route(
    "/",
    adminListRoutes(deps, {
      ...COMPANIES,
      page: AdminCompanyPage,
      listParams: AdminCompanyListParams,
      filtersOf: (params) => ({ q: params.q ?? "" }),
      list: listAdminCompanies,
      read: readAdminCompany,
    }),
  );
  app.route(
    "/",
    adminFormRoutes(deps, {
      ...COMPANIES,
      validate: validateCompanyForm,
      fieldsOf: companyFieldsOf,
      create: createAdminCompany,
      update: updateAdminCompany,
    }),
  );
  return app;
}
