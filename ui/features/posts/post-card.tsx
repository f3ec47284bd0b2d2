import { Link } from "wouter";
import type { PostSummary } from "../../../core/posts/posts-wire";
import { useI18n } from "../../i18n/i18n-context";
import { useFormatInstant } from "../../i18n/use-format-date";
import * as css from "./posts.css";

/** One post in the list: header image, badges, title (the link), subtitle, date in stamp_format. */
export function PostCard({
  post,
  imageUrl,
}: {
  readonly post: PostSummary;
  readonly imageUrl: string | null;
}) {
  const { t } = useI18n();
  const format = useFormatInstant();
  return (
    <li className={css.postCard}>
      {imageUrl === null ? (
        <div className={css.cardPlaceholder} />
      ) : (
        <img className={css.cardImage} src={imageUrl} alt="" />
      )}
      <div className={css.cardBody}>
        <div className={css.badges}>
          {post.featured ? <span className={css.badge}>{t("ui_posts_featured")}</span> : null}
          {post.needs_ack && !post.acknowledged ? (
            <span className={css.badgeWarning}>{t("ui_posts_needs_ack")}</span>
          ) : null}
          {post.needs_ack && post.acknowledged ? (
            <span className={css.badge}>{t("ui_posts_acknowledged")}</span>
          ) : null}
        </div>
        <Link href={`/posts/${post.id}`} className={css.cardTitle}>
          {post.title}
        </Link>
        {post.subtitle ? <p className={css.meta}>{post.subtitle}</p> : null}
        <p className={css.meta}>{format(post.from_stamp ?? post.c_stamp)}</p>
      </div>
    </li>
  );
}
