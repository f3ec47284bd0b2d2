import { useEffect, useState } from "react";
import { LANGUAGE_HEADER_CODE } from "../../../core/constants/language-constants";
import { Loader } from "../../components/loader";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./dev.css";
import { loadJourneySvg } from "./flow-svgs";

/**
 * A machine's journey for product owners in the page's language, at its drawn size: the journeys
 * are laid out to read at 1,200 px, so they are never shrunk to fit. An image from a data: URL for
 * the same reason as FlowDiagram (the SVG's own stylesheet).
 */
export function JourneyDiagram({ machineId }: { readonly machineId: string }) {
  const { t, language } = useI18n();
  const fileLanguage = LANGUAGE_HEADER_CODE[language];
  const wanted = `${machineId}.${fileLanguage}`;
  const [loaded, setLoaded] = useState<
    { readonly name: string; readonly svg: string | undefined } | undefined
  >();

  useEffect(() => {
    let live = true;
    loadJourneySvg(machineId, fileLanguage).then((svg) => {
      if (live) setLoaded({ name: `${machineId}.${fileLanguage}`, svg });
    });
    return () => {
      live = false;
    };
  }, [machineId, fileLanguage]);

  if (loaded?.name !== wanted) return <Loader />;
  if (loaded.svg === undefined)
    return <p className={css.muted}>{t("ui_dev_diagram_missing", { machine: machineId })}</p>;
  return (
    <div className={css.diagramFrame}>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(loaded.svg)}`}
        alt={t("ui_dev_journey_alt", { machine: machineId })}
        data-machine={machineId}
        data-view="journey"
        className={css.diagramActual}
      />
    </div>
  );
}
