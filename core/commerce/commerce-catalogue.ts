import type { CataloguePart } from "../i18n/catalogue-entry";

/** The commerce area: its sidebar entries, its screens and its rules' messages. */
export const commerceMessages = {
  ui_menu_orders: { en: "Orders", gr: "Παραγγελίες" },
  ui_menu_subscriptions: { en: "Subscriptions", gr: "Συνδρομές" },
  ui_menu_invoices: { en: "Invoices", gr: "Τιμολόγια" },

  // The recent orders' heading is the spec's b2b_orders_past_30_days (core/i18n/catalogue-rules.ts).
  ui_orders_archived: { en: "Older orders", gr: "Παλαιότερες παραγγελίες" },
  ui_orders_empty: { en: "No orders in this period", gr: "Δεν υπάρχουν παραγγελίες σε αυτό το διάστημα" },
  ui_invoices_paid: { en: "Paid", gr: "Εξοφλημένα" },
  ui_invoices_unpaid: { en: "Unpaid", gr: "Ανεξόφλητα" },
  ui_invoices_empty: { en: "No invoices here", gr: "Δεν υπάρχουν τιμολόγια εδώ" },
  ui_invoice_heading: { en: "Invoice", gr: "Τιμολόγιο" },
  ui_invoice_store: { en: "Store", gr: "Κατάστημα" },
  ui_invoice_status: { en: "Status", gr: "Κατάσταση" },
  ui_invoice_paid_one: { en: "Paid", gr: "Εξοφλημένο" },
  ui_invoice_unpaid_one: { en: "Unpaid", gr: "Ανεξόφλητο" },
  ui_invoice_line_description: { en: "Description", gr: "Περιγραφή" },
  ui_invoice_line_quantity: { en: "Qty", gr: "Ποσ." },
  ui_invoice_line_unit_price: { en: "Unit price", gr: "Τιμή μονάδας" },
  ui_invoice_line_total: { en: "Amount", gr: "Αξία" },
  ui_invoice_pdf: { en: "PDF", gr: "PDF" },
  ui_invoice_pdf_of: { en: "Download the PDF of invoice", gr: "Λήψη PDF του τιμολογίου" },
  ui_subscriptions_empty: { en: "No subscriptions", gr: "Δεν υπάρχουν συνδρομές" },
  ui_subscription_period: { en: "Period", gr: "Περίοδος" },
  ui_subscription_renewal: { en: "Renewal", gr: "Ανανέωση" },
  ui_subscription_renewal_none: { en: "Not renewed yet", gr: "Δεν έχει ανανεωθεί" },
  ui_subscription_renew: { en: "Set renewal", gr: "Ορισμός ανανέωσης" },
  ui_subscription_renewal_start: { en: "Renewal starts", gr: "Έναρξη ανανέωσης" },
  ui_subscription_renewal_end: { en: "Renewal ends", gr: "Λήξη ανανέωσης" },
  ui_subscription_save: { en: "Save renewal", gr: "Αποθήκευση ανανέωσης" },
  b2b_subscription_saved: { en: "The renewal was saved", gr: "Η ανανέωση αποθηκεύτηκε" },
  b2b_subscription_date_invalid: {
    en: "Please enter real dates",
    gr: "Συμπληρώστε έγκυρες ημερομηνίες",
  },
  b2b_subscription_renewal_too_early: {
    en: "The renewal must start after the subscription starts",
    gr: "Η ανανέωση πρέπει να αρχίζει μετά την έναρξη της συνδρομής",
  },
  b2b_subscription_renewal_order: {
    en: "The renewal must end after it starts",
    gr: "Η ανανέωση πρέπει να λήγει μετά την έναρξή της",
  },
  ui_transactions_title: { en: "Transactions", gr: "Κινήσεις" },
  ui_transactions_empty: { en: "No transactions", gr: "Δεν υπάρχουν κινήσεις" },
  ui_commerce_number: { en: "Number", gr: "Αριθμός" },
  ui_commerce_date: { en: "Date", gr: "Ημερομηνία" },
  ui_commerce_total: { en: "Total", gr: "Σύνολο" },
  ui_commerce_circuit: { en: "Kind", gr: "Κύκλωμα" },
  ui_commerce_etiology: { en: "Reason", gr: "Αιτιολογία" },
  ui_commerce_more: { en: "Show more", gr: "Περισσότερα" },
  ui_commerce_refresh: { en: "Refresh", gr: "Ανανέωση λίστας" },
  ui_commerce_load_failed: {
    en: "This list could not be loaded. Please try again.",
    gr: "Η λίστα δεν φορτώθηκε. Δοκιμάστε ξανά.",
  },
  ui_commerce_retry: { en: "Try again", gr: "Δοκιμάστε ξανά" },
  ui_widget_receipts_month: { en: "Receipts this month", gr: "Αποδείξεις του μήνα" },
  ui_widget_unpaid_invoices: { en: "Unpaid invoices", gr: "Ανεξόφλητα τιμολόγια" },
  ui_widget_recent_orders: { en: "Orders, past 30 days", gr: "Παραγγελίες 30 ημερών" },
} as const satisfies CataloguePart;

export type CommerceMessageKey = keyof typeof commerceMessages;
