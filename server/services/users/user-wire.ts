import type { ApprovalRight } from "../../../core/permissions/account-approval";
import type { SessionUser } from "../../auth/services/session/session-store";

const toIntOrNull = (value: string | null): number | null =>
  value === null || !/^\d+$/.test(value) ? null : Number(value);

/**
 * GET user/me in the spec's field names (section 3, User; core/schemas/user.ts decodes it).
 * `company` is the company's name, which the greg-user check compares with HEAD_OFFICE_COMPANY;
 * `account_id` is the company id that `GET company/{account_id}` takes.
 */
export function toUserWire(user: SessionUser, accountApproval: ApprovalRight) {
  return {
    id: user.id,
    type: user.type,
    gender: user.gender,
    f_name: user.fName,
    l_name: user.lName,
    company: user.companyName,
    avatar: user.avatar,
    information: {
      phone: user.phone,
      phone_country_code: toIntOrNull(user.phoneCountryCode),
      mobile: user.mobile,
      mobile_country_code: toIntOrNull(user.countryCode),
      email: user.email,
    },
    stamp_format: { date: user.stampFormatDate, time: user.stampFormatTime },
    health_certificate_begin_date: user.healthCertBegin,
    health_certificate_end_date: user.healthCertEnd,
    dob: user.dob,
    consent: user.consent,
    hiring_date: user.hiringDate,
    clothing_size: user.clothingSize,
    account_id: user.companyId,
    portal_user_type: user.type,
    portal_user_role: user.role,
    account_approval: accountApproval,
    all_stores: user.allStores,
    administers: user.administers,
    external_portal: user.externalPortalAccess,
  };
}
