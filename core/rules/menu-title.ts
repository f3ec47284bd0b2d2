/**
 * A menu title as the sidebar shows Greek text (spec 9): lowercased with accents removed,
 * "Εκπαίδευση" → "εκπαιδευση". Decomposition (NFD) splits tonos and dialytika off their letters,
 * then every combining mark is dropped. Lowercasing is the locale-free Unicode mapping, which
 * writes a word-final capital sigma as ς ("ΣΤΟΛΕΣ" → "στολες"): the spelling a Greek reader expects.
 * The text is decomposed again after lowercasing because lowercasing can itself add marks
 * ("İ" → "i" + combining dot). A final NFC puts back together what NFD split without marks
 * (Hangul syllables), so only the accents go.
 */
export function menuTitle(title: string | null | undefined): string {
  if (typeof title !== "string") return "";
  return title.normalize("NFD").toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
}
