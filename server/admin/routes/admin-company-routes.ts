import { AdminCompany, AdminCompanyListParams, AdminCompanyPage } from "../../../core/admin/admin-wire";
import { companyFieldsOf, validateCompanyForm } from "../../../core/admin/company-form";
import type { AppDeps } from "../../http/app-deps";
import {
  createAdminCompany,
  listAdminCompanies,
  readAdminCompany,
  updateAdminCompany,
} from "../services/admin-companies";
import { adminRecordRoutes } from "./admin-record-routes";

/**
 * The console's companies (issue 35): franchise companies and the spec's company details (web,
 * Twitter and Facebook addresses, shown in the sidebar), with how many open stores each runs.
 * Created (header Idempotency-Key) and edited, never deleted: stores and people refer to them.
 */
export const adminCompanyRoutes = (deps: AppDeps) =>
  adminRecordRoutes(deps, {
    path: "/admin/companies",
    idParam: "company_id",
    singular: "company",
    item: AdminCompany,
    page: AdminCompanyPage,
    listParams: AdminCompanyListParams,
    filtersOf: (params) => ({ q: params.q ?? "" }),
    validate: validateCompanyForm,
    fieldsOf: companyFieldsOf,
    list: listAdminCompanies,
    read: readAdminCompany,
    create: createAdminCompany,
    update: updateAdminCompany,
  });
