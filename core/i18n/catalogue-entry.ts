/**
 * One message of the translation catalogue: the spec's wire shape (section 3, "Translations: a
 * dictionary keyed by message key with per-language text (gr, en)"). French is mapped, not offered,
 * so it has no texts.
 */
export interface CatalogueEntry {
  readonly en: string;
  readonly gr: string;
}

export type CataloguePart = Readonly<Record<string, CatalogueEntry>>;
