import { GENDERS } from "../schemas/auth-forms";

/** The article a Greek sentence puts before a person's name: "Ο Νίκος", "Η Ελένη". */
export type GreekArticle = "Ο" | "Η" | "Ο/Η";

/**
 * The article before the name of the person a Greek message speaks of ("{by_article} {by}
 * απάντησε…"), picked by the gender they gave at registration (spec 3's codes): "Ο" for a man, "Η"
 * for a woman, and the neutral "Ο/Η" for "other", "no answer" or an unknown code, since guessing
 * from a name would be wrong for some (issue 33, as the approval notice does in
 * core/staff/approved-notice.ts). English texts do not use it.
 */
export function greekArticle(gender: unknown): GreekArticle {
  if (gender === GENDERS.male) return "Ο";
  if (gender === GENDERS.female) return "Η";
  return "Ο/Η";
}
