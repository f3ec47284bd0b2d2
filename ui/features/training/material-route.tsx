import { useCallback, useEffect, useRef } from "react";
import type { TrainingMaterial } from "../../../core/training/training";
import type { TrainingFile } from "../../../core/training/training-file-wire";
import { muted } from "../../components/card.css";
import { PageHeader } from "../../components/page-header";
import { useI18n } from "../../i18n/i18n-context";
import { useFormatInstant } from "../../i18n/use-format-date";
import { ListCard } from "./list-card";
import { TrainingFileItem } from "./training-file-item";
import * as css from "./training.css";
import { TrainingNav } from "./training-nav";
import { useTrainingSession } from "./training-session";
import { onePage, useKeysetList } from "../../components/use-keyset-list";
import { usePorts } from "../../platform/ports";
import { TRAINING_PORTS } from "../../../machines/training/training-ports";

/** A piece of material with the files and videos on it that the reader may see. */
interface MaterialWithFiles {
  readonly material: TrainingMaterial;
  readonly files: readonly TrainingFile[];
}

/** The material id of an address fragment `#material-<id>` (the dashboard's links), or null. */
const targetOf = (hash: string): number | null => {
  const match = /^#material-(\d+)$/u.exec(hash);
  return match === null ? null : Number(match[1]);
};

/**
 * /training_material (every role): the material, newest first; each item opens to its content (its
 * text, its files through their signed links, its videos played with captions; issue #33 item 3).
 * The dashboard links to `#material-<id>`: that item opens and comes into view.
 */
export function TrainingMaterialRoute() {
  const { t } = useI18n();
  const { storeVersion } = useTrainingSession();
  return (
    <>
      <PageHeader title={t("ui_route_training_material")} leadKey="ui_training_material_lead" />
      <TrainingNav />
      <MaterialList key={storeVersion} />
    </>
  );
}

function MaterialList() {
  const ports = usePorts(TRAINING_PORTS);
  const load = useCallback(
    () =>
      Promise.all([ports.material(), ports.materialFiles()]).then(([material, files]) =>
        onePage(
          material.map((item): MaterialWithFiles => ({
            material: item,
            files: files.filter((file) => file.material_id === item.id),
          })),
        ),
      ),
    [ports],
  );
  const list = useKeysetList<MaterialWithFiles>(load, [load]);
  const target = targetOf(typeof window === "undefined" ? "" : window.location.hash);
  return (
    <ListCard
      id="material-list"
      titleKey="ui_route_training_material"
      emptyKey="ui_training_material_empty"
      failedKey="ui_material_load_failed"
      list={list}
    >
      {(rows) =>
        rows.map((row) => (
          <MaterialItem key={row.material.id} row={row} targeted={row.material.id === target} />
        ))
      }
    </ListCard>
  );
}

function MaterialItem({ row, targeted }: { readonly row: MaterialWithFiles; readonly targeted: boolean }) {
  const { t } = useI18n();
  const format = useFormatInstant();
  const { material, files } = row;
  const ref = useRef<HTMLDetailsElement>(null);
  // The item the address names opens and comes into view once the list is in (the browser's own
  // jump to the fragment happened before the list loaded).
  useEffect(() => {
    if (!targeted || ref.current === null) return;
    ref.current.open = true;
    ref.current.scrollIntoView({ block: "start" });
    ref.current.querySelector("summary")?.focus();
  }, [targeted]);
  const paragraphs = (material.body ?? "").split("\n").filter((line) => line.trim() !== "");
  return (
    <li id={`material-${material.id}`} className={css.materialItem}>
      <details ref={ref} open={targeted} className={css.material}>
        <summary className={css.materialSummary}>
          <span className={css.itemTitle}>{material.title}</span>
          <span className={css.itemMeta}>{format(material.c_stamp)}</span>
        </summary>
        <div className={css.materialBody}>
          {paragraphs.map((line, index) => (
            <p key={index} className={css.itemText}>
              {line}
            </p>
          ))}
          {files.length > 0 ? (
            <ul className={css.list} aria-label={t("ui_material_files")}>
              {files.map((file) => (
                <TrainingFileItem key={file.id} file={file} />
              ))}
            </ul>
          ) : null}
          {paragraphs.length === 0 && files.length === 0 ? (
            <p className={muted}>{t("ui_material_no_content")}</p>
          ) : null}
        </div>
      </details>
    </li>
  );
}
