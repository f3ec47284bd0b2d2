import { eq, inArray } from "drizzle-orm";
import type { RegisteredData } from "../../../../core/schemas/registered-data";
import type { Database } from "../../../db/database";
import { jobPositions } from "../../../db/schema/job-positions";
import { stores } from "../../../db/schema/stores";
import type { MessageLanguage } from "../../../services/delivery/message-text";
import type { Registration } from "./open-registration";

/** GET auth/registered/data/{hash}: the registration as the complete-registration screen shows it. */
export async function registeredData(
  db: Database,
  reg: Registration,
  language: MessageLanguage,
): Promise<RegisteredData> {
  const storeRows =
    reg.storeIds.length === 0
      ? []
      : await db
          .select({ id: stores.id, name: stores.storeName })
          .from(stores)
          .where(inArray(stores.id, [...reg.storeIds]));
  const [job] =
    reg.jobPositionId === null
      ? []
      : await db
          .select({ gr: jobPositions.titleGr, en: jobPositions.titleEn })
          .from(jobPositions)
          .where(eq(jobPositions.id, reg.jobPositionId))
          .limit(1);
  return {
    mobile: reg.mobile,
    mobile_country_code: Number(reg.countryCode),
    first_name: reg.firstName,
    last_name: reg.lastName,
    email: reg.email,
    // In the order chosen; a store removed since is left out.
    store: reg.storeIds.flatMap((id) => storeRows.filter((s) => s.id === id).map((s) => s.name)),
    job_position: job === undefined ? null : job[language],
    is_trainee: reg.isTrainee,
  };
}
