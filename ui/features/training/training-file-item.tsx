import { Link } from "wouter";
import type { TrainingFile } from "../../../core/training/training-file-wire";
import { useI18n } from "../../i18n/i18n-context";
import { useFormatInstant } from "../../i18n/use-format-date";
import * as css from "./training.css";

/** A size people read: whole kilobytes, at least 1. */
const kilobytes = (size: number): string => `${Math.max(1, Math.round(size / 1024))} KB`;

/**
 * One training file as a list item: a video plays in the page (HTML5 `<video controls>`, with its
 * captions as `<track kind="captions">` when given); any other file is a link that downloads it
 * through its signed URL. Used by /training-files, /note-videos and a note's files.
 */
export function TrainingFileItem({
  file,
  showNote = false,
}: {
  readonly file: TrainingFile;
  /** Names the note it came from, with a link (the lists of every note's files). */
  readonly showNote?: boolean;
}) {
  const { t, language } = useI18n();
  const format = useFormatInstant();
  return (
    <li className={css.item} data-file-kind={file.kind}>
      <div className={css.grow}>
        <h3 className={css.itemTitle}>
          {file.kind === "video" ? (
            file.title
          ) : (
            <a
              href={file.url}
              download={file.name}
              aria-label={t("ui_training_file_download", { name: file.title })}
            >
              {file.title}
            </a>
          )}
        </h3>
        <p className={css.itemMeta}>
          {t("ui_training_file_meta", {
            type: file.extension.toUpperCase(),
            size: kilobytes(file.size),
            date: format(file.c_stamp),
          })}
        </p>
        {showNote && file.note_id !== null && file.note_title !== null ? (
          <p className={css.itemMeta}>
            <Link href={`/notes/${file.note_id}`}>
              {t("ui_training_file_on_note", { title: file.note_title })}
            </Link>
          </p>
        ) : null}
        {file.kind === "video" ? (
          <video className={css.video} controls preload="metadata" src={file.url} aria-label={file.title}>
            {file.caption_url === null ? null : (
              <track
                kind="captions"
                src={file.caption_url}
                srcLang={language === "el-GR" ? "el" : "en"}
                label={t("ui_note_video_captions")}
                default
              />
            )}
          </video>
        ) : null}
      </div>
    </li>
  );
}
