import { useCallback } from "react";
import type { TrainingFile } from "../../../core/training/training-file-wire";
import type { KeysetListPage } from "../../../machines/lists/keyset-list.machine";
import { PageHeader } from "../../components/page-header";
import { TrainingNav } from "./training-nav";
import { useI18n } from "../../i18n/i18n-context";
import { ListCard } from "./list-card";
import { TrainingFileItem } from "./training-file-item";
import { useTrainingSession } from "./training-session";
import { onePage, useKeysetList } from "../../components/use-keyset-list";
import { usePorts } from "../../platform/ports";
import { TRAINING_PORTS } from "../../../machines/training/training-ports";

/** /training-files (azureUser, greg-user, user; spec 6): the files meant for the reader, newest first. */
export function TrainingFilesRoute() {
  const { t } = useI18n();
  const { storeVersion } = useTrainingSession();
  const ports = usePorts(TRAINING_PORTS);
  const load = useCallback(() => ports.trainingFiles().then(onePage), [ports]);
  return (
    <>
      <PageHeader title={t("ui_route_training_files")} leadKey="ui_training_files_lead" />
      <TrainingNav />
      <FileList
        key={storeVersion}
        id="training-files"
        titleKey="ui_route_training_files"
        emptyKey="ui_training_files_empty"
        failedKey="ui_training_files_load_failed"
        load={load}
      />
    </>
  );
}

/** /note-videos (every role): the videos of the notes, played in the page with their captions. */
export function NoteVideosRoute() {
  const { t } = useI18n();
  const { storeVersion } = useTrainingSession();
  const ports = usePorts(TRAINING_PORTS);
  const load = useCallback(() => ports.noteVideos().then(onePage), [ports]);
  return (
    <>
      <PageHeader title={t("ui_route_note_videos")} leadKey="ui_note_videos_lead" />
      <TrainingNav />
      <FileList
        key={storeVersion}
        id="note-videos"
        titleKey="ui_route_note_videos"
        emptyKey="ui_note_videos_empty"
        failedKey="ui_note_videos_load_failed"
        load={load}
      />
    </>
  );
}

/** One card of training files from one loader (the training list machine: load, retry, empty). */
export function FileList({
  id,
  titleKey,
  emptyKey,
  failedKey,
  load,
  showNote = true,
}: {
  readonly id: string;
  readonly titleKey: string;
  readonly emptyKey: string;
  readonly failedKey: string;
  readonly load: () => Promise<KeysetListPage<TrainingFile>>;
  readonly showNote?: boolean;
}) {
  const list = useKeysetList<TrainingFile>(load, [load]);
  return (
    <ListCard id={id} titleKey={titleKey} emptyKey={emptyKey} failedKey={failedKey} list={list}>
      {(rows) => rows.map((file) => <TrainingFileItem key={file.id} file={file} showNote={showNote} />)}
    </ListCard>
  );
}
