import type { CataloguePart } from "../i18n/catalogue-entry";

/** The store menu and stock count (/equipment-maintenance?tab=stock): rules and screen texts. */
export const stockCountTexts = {
  b2b_stock_count_invalid: {
    en: "Enter a number such as 12 or 12,5 (at most three decimals)",
    gr: "Συμπληρώστε αριθμό, π.χ. 12 ή 12,5 (έως τρία δεκαδικά)",
  },
  b2b_stock_count_too_large: {
    en: "The count is larger than any stock can be",
    gr: "Η ποσότητα είναι μεγαλύτερη από κάθε δυνατό απόθεμα",
  },
  b2b_stock_count_empty: {
    en: "Enter at least one count before sending",
    gr: "Συμπληρώστε τουλάχιστον μία ποσότητα πριν την αποστολή",
  },
  ui_stock_tabs: { en: "Equipment and stock", gr: "Εξοπλισμός και απόθεμα" },
  ui_stock_tab_maintenance: { en: "Maintenance", gr: "Συντηρήσεις" },
  ui_stock_tab_count: { en: "Store menu and stock", gr: "Κατάλογος και απόθεμα" },
  ui_stock_lead: {
    en: "Count each product on the shelf: the difference from the books is worked out as you type. Products left blank are not counted this time. Your entries stay on this device until you send them.",
    gr: "Μετρήστε κάθε προϊόν στο ράφι: η διαφορά από το λογιστικό απόθεμα υπολογίζεται καθώς πληκτρολογείτε. Όσα μείνουν κενά δεν καταμετρώνται αυτή τη φορά. Οι τιμές σας μένουν σε αυτή τη συσκευή μέχρι να τις στείλετε.",
  },
  ui_stock_menu: { en: "Store menu", gr: "Κατάλογος καταστήματος" },
  ui_stock_empty: { en: "The store menu has no products yet.", gr: "Ο κατάλογος δεν έχει ακόμη προϊόντα." },
  ui_stock_books: { en: "Books", gr: "Λογιστικό" },
  ui_stock_counted: { en: "Counted ({unit})", gr: "Μέτρηση ({unit})" },
  ui_stock_difference: { en: "Difference", gr: "Διαφορά" },
  ui_stock_last: {
    en: "Last count {value} by {who}, {when}",
    gr: "Τελευταία μέτρηση {value} από {who}, {when}",
  },
  ui_stock_never: { en: "Not counted yet", gr: "Δεν έχει μετρηθεί" },
  ui_stock_send: { en: "Send the count", gr: "Αποστολή καταμέτρησης" },
  ui_stock_sending: { en: "Sending…", gr: "Αποστολή…" },
  ui_stock_sent: {
    en: "The count was kept, with your name and the time.",
    gr: "Η καταμέτρηση καταχωρίστηκε, με το όνομά σας και την ώρα.",
  },
  ui_stock_history: { en: "Past counts", gr: "Προηγούμενες καταμετρήσεις" },
  ui_stock_history_empty: { en: "No counts yet.", gr: "Δεν υπάρχουν καταμετρήσεις ακόμη." },
  ui_stock_history_by: { en: "Counted by {who}, {when}", gr: "Καταμέτρηση από {who}, {when}" },
  ui_stock_someone: { en: "a former member of staff", gr: "πρώην μέλος του προσωπικού" },
} as const satisfies CataloguePart;
