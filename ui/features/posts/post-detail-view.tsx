import { Link } from "wouter";
import type { PostDetail, PostReach } from "../../../core/posts/posts-wire";
import { Button } from "../../components/button";
import { Loader } from "../../components/loader";
import { emptyState, emptyTitle } from "../../components/page.css";
import { StatusMessage, type ServerMessage } from "../../components/status-message";
import { useI18n } from "../../i18n/i18n-context";
import { useFormatInstant } from "../../i18n/use-format-date";
import { PostReachTable } from "./post-reach-table";
import { RichText } from "../../components/rich-text";
import * as css from "./posts.css";

export interface PostDetailViewState {
  readonly phase: "loading" | "failed" | "notFound" | "ready";
  readonly post: PostDetail | undefined;
  readonly reach: PostReach | undefined;
  readonly acknowledged: boolean;
  readonly acknowledging: boolean;
  readonly reminding: boolean;
  readonly message: ServerMessage | undefined;
}

export type PostDetailViewEvent =
  | { readonly type: "user.acknowledge" }
  | { readonly type: "user.remind" }
  | { readonly type: "user.retry" }
  | { readonly type: "user.edit" };

/** One post: header image, text, files, "I have read this"; head office: edit and read reach. */
export function PostDetailView({
  state,
  send,
  url,
}: {
  readonly state: PostDetailViewState;
  readonly send: (event: PostDetailViewEvent) => void;
  readonly url: (relative: string) => string;
}) {
  const { t } = useI18n();
  const format = useFormatInstant();
  const back = (
    <p>
      <Link href="/posts">← {t("ui_post_back")}</Link>
    </p>
  );
  if (state.phase === "loading") return <Loader />;
  if (state.phase === "notFound")
    return (
      <div className={emptyState}>
        <p className={emptyTitle}>{t("ui_post_not_found")}</p>
      </div>
    );
  const post = state.post;
  if (state.phase === "failed" || post === undefined)
    return (
      <div className={emptyState}>
        <StatusMessage message={{ key: "ui_post_failed", tone: "error" }} />
        <Button onClick={() => send({ type: "user.retry" })}>{t("ui_posts_retry")}</Button>
      </div>
    );
  return (
    <>
      {back}
      <article className={css.article} aria-labelledby="post-title">
        {post.header_image_url === null ? null : (
          <img className={css.heroImage} src={url(post.header_image_url)} alt="" />
        )}
        <div className={css.articleBody}>
          <div className={css.badges}>
            {post.featured ? <span className={css.badge}>{t("ui_posts_featured")}</span> : null}
            {post.phase === "expired" ? <span className={css.badge}>{t("ui_posts_tab_archive")}</span> : null}
            {post.phase === "scheduled" ? (
              <span className={css.badge}>{t("ui_posts_tab_scheduled")}</span>
            ) : null}
          </div>
          <h1 id="post-title">{post.title}</h1>
          {post.subtitle ? <p className={css.meta}>{post.subtitle}</p> : null}
          <p className={css.meta}>
            {format(post.from_stamp ?? post.c_stamp)} · {t("ui_post_readers")}: {post.posts_counter}
          </p>
          <RichText html={post.description} />
          {post.files.length > 0 ? (
            <section aria-labelledby="post-files">
              <h2 id="post-files">{t("ui_post_files")}</h2>
              <ul className={css.fileList}>
                {post.files.map((file) => (
                  <li key={file.id}>
                    <a className={css.fileLink} href={url(file.file_url)} download={file.name}>
                      {file.name}
                    </a>{" "}
                    <span className={css.meta}>({Math.max(1, Math.round(file.size / 1024))} KB)</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <StatusMessage message={state.message} />
          {/* Head office publishes and watches the reach; the readers confirm. */}
          {post.needs_ack && !post.can_edit ? (
            <div className={css.ackBox}>
              {state.acknowledged ? (
                <strong>{t("ui_post_ack_done")}</strong>
              ) : (
                <Button busy={state.acknowledging} onClick={() => send({ type: "user.acknowledge" })}>
                  {t("ui_post_ack_button")}
                </Button>
              )}
            </div>
          ) : null}
          {post.can_edit ? (
            <div>
              <Button variant="secondary" onClick={() => send({ type: "user.edit" })}>
                {t("ui_post_edit")}
              </Button>
            </div>
          ) : null}
        </div>
      </article>
      {state.reach === undefined ? null : (
        <PostReachTable
          reach={state.reach}
          reminding={state.reminding}
          onRemind={() => send({ type: "user.remind" })}
        />
      )}
    </>
  );
}
