import { useCallback, useState } from "react";
import { mayWriteExams } from "../../../core/training/training-rights";
import { Link, useParams } from "wouter";
import { parseId } from "../../../core/schemas/ids";
import type { TrainingNote, TrainingNoteDetail } from "../../../core/training/training";
import { PageHeader } from "../../components/page-header";
import { TrainingNav } from "./training-nav";
import { useI18n } from "../../i18n/i18n-context";
import { useFormatInstant } from "../../i18n/use-format-date";
import { FileList } from "./files-route";
import { ListCard } from "./list-card";
import { NoteAttachForm } from "./note-attach-form";
import * as css from "./training.css";
import { useTrainingSession } from "./training-session";
import { onePage, useKeysetList } from "../../components/use-keyset-list";
import { usePorts } from "../../platform/ports";
import { TRAINING_PORTS } from "../../../machines/training/training-ports";

/** /notes (every role): the training notes, newest first, each opening /notes/{id}. */
export function NotesRoute() {
  const { t } = useI18n();
  const { storeVersion } = useTrainingSession();
  return (
    <>
      <PageHeader title={t("ui_route_notes")} leadKey="ui_notes_lead" />
      <TrainingNav />
      <NoteList key={storeVersion} />
    </>
  );
}

function NoteList() {
  const format = useFormatInstant();
  const ports = usePorts(TRAINING_PORTS);
  const load = useCallback(() => ports.notes().then(onePage), [ports]);
  const list = useKeysetList<TrainingNote>(load, [load]);
  return (
    <ListCard
      id="notes-list"
      titleKey="ui_route_notes"
      emptyKey="ui_notes_empty"
      failedKey="ui_notes_load_failed"
      list={list}
    >
      {(rows) =>
        rows.map((note) => (
          <li key={note.id} className={css.item}>
            <div>
              <h3 className={css.itemTitle}>
                <Link href={`/notes/${note.id}`}>{note.title}</Link>
              </h3>
              <p className={css.itemMeta}>{format(note.c_stamp)}</p>
            </div>
          </li>
        ))
      }
    </ListCard>
  );
}

/**
 * /notes/{id}: one note with its text, then its files and videos (those meant for the reader); head
 * office adds files there. An unknown note says so.
 */
export function NoteRoute() {
  const { t } = useI18n();
  const id = parseId(useParams<{ id: string }>().id);
  const { storeVersion, role } = useTrainingSession();
  const ports = usePorts(TRAINING_PORTS);
  // Grows after head office adds a file: the note's files load again.
  const [added, setAdded] = useState(0);
  const onAdded = useCallback(() => setAdded((n) => n + 1), []);
  const loadFiles = useCallback(() => ports.noteFiles(id ?? -1).then(onePage), [ports, id]);
  return (
    <>
      <PageHeader title={t("ui_route_notes")} />
      <TrainingNav />
      <Link href="/notes" className={css.itemMeta}>
        ← {t("ui_notes_back")}
      </Link>
      <div className={css.sections}>
        <NoteDetail key={`${storeVersion}:${id ?? ""}`} id={id ?? -1} />
        {id === null ? null : (
          <FileList
            key={`${storeVersion}:${id}:${added}`}
            id="note-files"
            titleKey="ui_note_files"
            emptyKey="ui_note_files_empty"
            failedKey="ui_training_files_load_failed"
            load={loadFiles}
            showNote={false}
          />
        )}
        {id !== null && role !== undefined && mayWriteExams(role) ? (
          <NoteAttachForm noteId={id} onAdded={onAdded} />
        ) : null}
      </div>
    </>
  );
}

function NoteDetail({ id }: { readonly id: number }) {
  const format = useFormatInstant();
  const ports = usePorts(TRAINING_PORTS);
  const load = useCallback(() => ports.note(id).then((note) => onePage([note])), [ports, id]);
  const list = useKeysetList<TrainingNoteDetail>(load, [load]);
  const note = list.rows[0];
  return (
    <ListCard
      id="note-detail"
      titleKey={note?.title ?? "ui_route_notes"}
      emptyKey="ui_notes_empty"
      failedKey="ui_notes_load_failed"
      list={list}
    >
      {(rows) =>
        rows.map((row) => (
          <li key={row.id}>
            <p className={css.itemMeta}>{format(row.c_stamp)}</p>
            {row.body.split("\n").map((line, index) => (
              <p key={index} className={css.itemText}>
                {line}
              </p>
            ))}
          </li>
        ))
      }
    </ListCard>
  );
}
