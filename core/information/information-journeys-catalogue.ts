import type { CatalogueEntry } from "../i18n/catalogue-entry";

/**
 * The journey texts of the information area's machines (`npm run diagrams`, docs/flows/journeys/): what a
 * product owner reads instead of state and event names. Joined to the area's catalogue in
 * core/areas/area-catalogues.ts; a journey key (core/i18n/journey-texts.ts) is any `journey_` key.
 */
export const informationJourneyMessages = {
  // ---- information (FAQ, material, search) -------------------------------------------------------
  journey_screen_info_page: { en: "a page of files or text", gr: "μια σελίδα με αρχεία ή κείμενο" },
  journey_screen_faq_entry: { en: "a FAQ answer", gr: "μια απάντηση των συχνών ερωτήσεων" },
  journey_screen_faq_editor: { en: "the new question form", gr: "η φόρμα νέας ερώτησης" },
  journey_screen_header: { en: "the header's search box", gr: "το πεδίο αναζήτησης της κεφαλίδας" },
  journey_info_load_opening: { en: "1. Opening the page", gr: "1. Άνοιγμα της σελίδας" },
  journey_info_load_loaded: { en: "Loaded", gr: "Φορτώθηκε" },
  journey_info_load_read: { en: "2. Read what the server has", gr: "2. Ανάγνωση των στοιχείων" },
  journey_info_load_failed: { en: "It could not be loaded", gr: "Δεν ήταν δυνατή η φόρτωση" },
  journey_faq_read: { en: "1. Read the answer", gr: "1. Ανάγνωση της απάντησης" },
  journey_faq_voting: { en: "2. Send “was this helpful?”", gr: "2. Αποστολή «σας βοήθησε;»" },
  journey_faq_thanked: { en: "3. Thanked, with the counts", gr: "3. Ευχαριστίες, με τις απαντήσεις" },
  journey_faq_vote: { en: "answer yes or no", gr: "απαντάτε ναι ή όχι" },
  journey_faq_vote_failed: { en: "The answer was not saved", gr: "Η απάντηση δεν αποθηκεύτηκε" },
  journey_faq_write: {
    en: "1. Write the question in both languages",
    gr: "1. Σύνταξη της ερώτησης και στις δύο γλώσσες",
  },
  journey_faq_publishing: { en: "2. Publish", gr: "2. Δημοσίευση" },
  journey_faq_published: { en: "3. Published", gr: "3. Δημοσιεύτηκε" },
  journey_faq_publish: { en: "publish", gr: "δημοσιεύετε" },
  journey_faq_publish_failed: {
    en: "It was not published (the draft is kept)",
    gr: "Δεν δημοσιεύτηκε (το πρόχειρο κρατιέται)",
  },
  journey_faq_write_another: { en: "write another", gr: "γράφετε άλλη" },
  journey_search_type: { en: "1. Type what you look for", gr: "1. Πληκτρολογείτε τι ψάχνετε" },
  journey_search_searching: { en: "2. Search", gr: "2. Αναζήτηση" },
  journey_search_results: { en: "3. Read the results", gr: "3. Αποτελέσματα" },
  journey_search_typed: { en: "type two letters or more", gr: "πληκτρολογείτε δύο γράμματα ή περισσότερα" },
  journey_search_too_short: {
    en: "too short: nothing is searched",
    gr: "πολύ σύντομο: δεν γίνεται αναζήτηση",
  },
  journey_search_clear: { en: "clear the box", gr: "καθαρίζετε το πεδίο" },
  journey_search_pause: { en: "a short pause", gr: "μια μικρή παύση" },
  journey_search_failed: { en: "The search did not answer", gr: "Η αναζήτηση δεν απάντησε" },
} as const satisfies Record<string, CatalogueEntry>;
