import { useState } from "react";
import type { AdminUser } from "../../../core/admin/admin-wire";
import { Button } from "../../components/button";
import { CheckboxField } from "../../components/checkbox-field";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./admin.css";

/**
 * A person's two explicit grants, changed together: the every-store view and the right to
 * administer. The server refuses one's own account and a grant to an account that is not active.
 */
export function AdminPersonRights({
  person,
  busy,
  onSave,
  onCancel,
}: {
  readonly person: AdminUser;
  readonly busy: boolean;
  readonly onSave: (rights: { readonly all_stores: boolean; readonly administers: boolean }) => void;
  readonly onCancel: () => void;
}) {
  const { t } = useI18n();
  const [allStores, setAllStores] = useState(person.all_stores);
  const [administers, setAdministers] = useState(person.administers);
  return (
    <fieldset className={`${css.fullRow} ${css.form}`}>
      <legend>{t("ui_admin_rights_of", { name: `${person.first_name} ${person.last_name}` })}</legend>
      <CheckboxField checked={allStores} onCheckedChange={setAllStores}>
        {t("ui_admin_right_all_stores")}
      </CheckboxField>
      <CheckboxField checked={administers} onCheckedChange={setAdministers}>
        {t("ui_admin_right_administer")}
      </CheckboxField>
      <div className={css.formActions}>
        <Button busy={busy} disabled={busy} onClick={() => onSave({ all_stores: allStores, administers })}>
          {t("ui_admin_save")}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          {t("ui_admin_cancel")}
        </Button>
      </div>
    </fieldset>
  );
}
