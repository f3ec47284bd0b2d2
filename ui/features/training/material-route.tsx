import { useCallback } from "react";
import type { TrainingMaterial } from "../../../core/schemas/training";
import { PageHeader } from "../../components/page-header";
import { useI18n } from "../../i18n/i18n-context";
import { useFormatInstant } from "../../i18n/use-format-date";
import { FileList } from "./files-route";
import { ListCard } from "./list-card";
import * as css from "./training.css";
import { useTrainingPorts } from "./training-ports";
import { useTrainingSession } from "./training-session";
import { onePage, useTrainingList } from "./use-training-list";

/** /training_material (every role): the material, newest first; the dashboard widget links here. */
export function TrainingMaterialRoute() {
  const { t } = useI18n();
  const { storeVersion } = useTrainingSession();
  const ports = useTrainingPorts();
  const loadFiles = useCallback(() => ports.materialFiles().then(onePage), [ports]);
  return (
    <>
      <PageHeader title={t("ui_route_training_material")} />
      <div className={css.sections}>
        <MaterialList key={storeVersion} />
        <FileList
          key={`files:${storeVersion}`}
          id="material-files"
          titleKey="ui_material_files"
          emptyKey="ui_material_files_empty"
          failedKey="ui_training_files_load_failed"
          load={loadFiles}
          showNote={false}
        />
      </div>
    </>
  );
}

function MaterialList() {
  const format = useFormatInstant();
  const ports = useTrainingPorts();
  const load = useCallback(() => ports.material().then(onePage), [ports]);
  const list = useTrainingList<TrainingMaterial>(load);
  return (
    <ListCard
      id="material-list"
      titleKey="ui_route_training_material"
      emptyKey="ui_training_material_empty"
      failedKey="ui_material_load_failed"
      list={list}
    >
      {(rows) =>
        rows.map((item) => (
          <li key={item.id} id={`material-${item.id}`} className={css.item}>
            <div>
              <h3 className={css.itemTitle}>{item.title}</h3>
              <p className={css.itemMeta}>{format(item.c_stamp)}</p>
            </div>
          </li>
        ))
      }
    </ListCard>
  );
}
