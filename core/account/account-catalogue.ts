import type { CataloguePart } from "../i18n/catalogue-entry";

/** The texts of the account area: its menu, /activity, /files, /settings and their server messages. */
export const accountMessages = {
  ui_menu_account: { en: "Account", gr: "Λογαριασμός" },
  ui_menu_activity: { en: "Activity", gr: "Δραστηριότητα" },
  ui_menu_files: { en: "Files", gr: "Αρχεία" },
  ui_menu_settings: { en: "Profile settings", gr: "Ρυθμίσεις προφίλ" },
  ui_route_activity: { en: "Activity", gr: "Δραστηριότητα" },
  ui_route_files: { en: "Files", gr: "Αρχεία" },
  // The group of the search's hits (server/account/services/search/files-search-source.ts).
  ui_search_source_files: { en: "Files", gr: "Αρχεία" },

  // Server answers (message keys of 4xx and successes).
  b2b_profile_clothing_size_invalid: {
    en: "Choose one of the sizes offered",
    gr: "Επιλέξτε ένα από τα διαθέσιμα μεγέθη",
  },
  b2b_profile_date_invalid: { en: "Enter a valid date", gr: "Εισάγετε έγκυρη ημερομηνία" },
  b2b_profile_health_end_before_begin: {
    en: "The certificate cannot end before it begins",
    gr: "Η βεβαίωση δεν μπορεί να λήγει πριν ξεκινήσει",
  },
  b2b_profile_dob_too_young: {
    en: "Staff must be at least 15 years old",
    gr: "Το προσωπικό πρέπει να είναι τουλάχιστον 15 ετών",
  },
  b2b_profile_hiring_before_dob: {
    en: "The hiring date is before the date of birth",
    gr: "Η ημερομηνία πρόσληψης είναι πριν από τη γέννηση",
  },
  b2b_profile_phone_invalid: { en: "A phone has 6 to 15 digits", gr: "Το τηλέφωνο έχει 6 έως 15 ψηφία" },
  b2b_profile_saved: { en: "Your profile was saved", gr: "Το προφίλ σας αποθηκεύτηκε" },
  b2b_profile_saved_email_pending: {
    en: "Your profile was saved. Open the link we sent to your new e-mail address to start using it; until then messages go to your current address.",
    gr: "Το προφίλ σας αποθηκεύτηκε. Ανοίξτε τον σύνδεσμο που στείλαμε στη νέα σας διεύθυνση email για να αρχίσει να χρησιμοποιείται· μέχρι τότε τα μηνύματα πηγαίνουν στην τρέχουσα διεύθυνση.",
  },
  // The e-mails of an e-mail change (issue 29 item 1); {placeholders} are filled in by the server.
  b2b_msg_email_confirm_subject: {
    en: "Confirm your new e-mail address",
    gr: "Επιβεβαιώστε τη νέα σας διεύθυνση email",
  },
  b2b_msg_email_confirm_body: {
    en: "Hello {name},\n\nthis address was given as the e-mail of an account of the franchise portal. To confirm it, open:\n{verify_link}\n\nIf you did not ask for this, ignore this message: the address will not be used.",
    gr: "Γεια σας {name},\n\nαυτή η διεύθυνση δόθηκε ως email λογαριασμού του franchise portal. Για να την επιβεβαιώσετε, ανοίξτε:\n{verify_link}\n\nΑν δεν το ζητήσατε, αγνοήστε αυτό το μήνυμα: η διεύθυνση δεν θα χρησιμοποιηθεί.",
  },
  b2b_msg_email_changing_subject: {
    en: "The e-mail address of your account is changing",
    gr: "Η διεύθυνση email του λογαριασμού σας αλλάζει",
  },
  b2b_msg_email_changing_body: {
    en: "Hello {name},\n\nthe e-mail address of your franchise portal account was changed in its profile, away from this address. A new address takes effect only when the link sent to it is opened.\n\nIf it was not you, change your password and tell head office.",
    gr: "Γεια σας {name},\n\nη διεύθυνση email του λογαριασμού σας στο franchise portal άλλαξε στο προφίλ, από αυτή τη διεύθυνση. Μια νέα διεύθυνση ισχύει μόνο όταν ανοιχτεί ο σύνδεσμος που της στάλθηκε.\n\nΑν δεν ήσασταν εσείς, αλλάξτε τον κωδικό σας και ενημερώστε τα κεντρικά.",
  },
  b2b_password_current_required: {
    en: "Enter your current password",
    gr: "Εισάγετε τον τρέχοντα κωδικό σας",
  },
  b2b_password_current_wrong: {
    en: "The current password is not right",
    gr: "Ο τρέχων κωδικός δεν είναι σωστός",
  },
  b2b_password_same_as_current: {
    en: "The new password must differ from the current one",
    gr: "Ο νέος κωδικός πρέπει να διαφέρει από τον τρέχοντα",
  },
  b2b_password_changed_elsewhere: {
    en: "Your password was changed; you were signed out everywhere else",
    gr: "Ο κωδικός σας άλλαξε· αποσυνδεθήκατε από κάθε άλλη συσκευή",
  },
  b2b_avatar_too_large: { en: "The picture is larger than 2 MB", gr: "Η εικόνα είναι μεγαλύτερη από 2 MB" },
  b2b_avatar_not_image: {
    en: "Choose a PNG, JPEG, WebP or GIF picture",
    gr: "Επιλέξτε εικόνα PNG, JPEG, WebP ή GIF",
  },
  b2b_avatar_saved: { en: "Your picture was changed", gr: "Η εικόνα σας άλλαξε" },
  b2b_language_saved: { en: "Your language was saved", gr: "Η γλώσσα σας αποθηκεύτηκε" },
  b2b_calendar_links_renewed: {
    en: "Your older calendar links no longer work; take the new one from the licences or maintenance screen",
    gr: "Οι παλιότεροι σύνδεσμοι ημερολογίου σας δεν λειτουργούν πια· πάρτε τον νέο από την οθόνη αδειών ή συντήρησης",
  },
  ui_settings_calendar_links: { en: "Calendar links", gr: "Σύνδεσμοι ημερολογίου" },
  ui_settings_calendar_links_lead: {
    en: "The calendar links of your stores' licences and services are yours. If one was shared or a device was lost, make a new link: every older one stops at once.",
    gr: "Οι σύνδεσμοι ημερολογίου για τις άδειες και τις συντηρήσεις των καταστημάτων σας είναι προσωπικοί. Αν κάποιος κοινοποιήθηκε ή χάθηκε μια συσκευή, φτιάξτε νέο σύνδεσμο: όλοι οι παλιότεροι σταματούν αμέσως.",
  },
  ui_settings_calendar_links_new: { en: "Make a new link", gr: "Νέος σύνδεσμος" },
  b2b_access_disabled: { en: "Your access to the portal was closed", gr: "Η πρόσβασή σας στην πύλη έκλεισε" },
  b2b_signed_out_everywhere: {
    en: "You were signed out everywhere else",
    gr: "Αποσυνδεθήκατε από κάθε άλλη συσκευή",
  },

  // /activity
  ui_activity_lead: {
    en: "Your sign-ins and changes to your account, and the messages the portal sent you.",
    gr: "Οι συνδέσεις σας, οι αλλαγές στον λογαριασμό σας και τα μηνύματα που σας έστειλε η πύλη.",
  },
  ui_activity_security: { en: "Sign-ins and changes", gr: "Συνδέσεις και αλλαγές" },
  ui_activity_messages: { en: "Messages sent to you", gr: "Μηνύματα προς εσάς" },
  ui_activity_when: { en: "When", gr: "Πότε" },
  ui_activity_what: { en: "What", gr: "Τι" },
  ui_activity_address: { en: "Address", gr: "Διεύθυνση" },
  ui_activity_device: { en: "Device", gr: "Συσκευή" },
  ui_activity_channel: { en: "Channel", gr: "Κανάλι" },
  ui_activity_content: { en: "About", gr: "Θέμα" },
  ui_activity_empty: { en: "Nothing recorded yet.", gr: "Δεν έχει καταγραφεί τίποτα ακόμη." },
  ui_activity_messages_empty: {
    en: "No messages sent to you yet.",
    gr: "Δεν σας έχουν σταλεί μηνύματα ακόμη.",
  },
  ui_activity_status_login: { en: "Signed in", gr: "Σύνδεση" },
  ui_activity_status_logout: { en: "Signed out", gr: "Αποσύνδεση" },
  ui_activity_status_act_as: { en: "Acting as another user", gr: "Ενέργεια ως άλλος χρήστης" },
  ui_activity_status_password_changed: { en: "Password changed", gr: "Αλλαγή κωδικού" },
  ui_activity_status_profile_updated: { en: "Profile updated", gr: "Ενημέρωση προφίλ" },
  ui_activity_status_signed_out_everywhere: { en: "Signed out everywhere else", gr: "Αποσύνδεση από παντού" },
  ui_activity_status_access_disabled: { en: "Access closed", gr: "Κλείσιμο πρόσβασης" },
  ui_activity_status_refresh_token_reuse: {
    en: "Old sign-in reused (blocked)",
    gr: "Επαναχρήση παλιάς σύνδεσης (αποκλείστηκε)",
  },
  ui_activity_status_account_approved: { en: "Approved an account", gr: "Έγκριση λογαριασμού" },
  ui_activity_status_account_rejected: { en: "Rejected an account", gr: "Απόρριψη λογαριασμού" },
  ui_activity_status_store_created: { en: "Created a store", gr: "Δημιουργία καταστήματος" },
  ui_activity_status_store_updated: { en: "Changed a store", gr: "Αλλαγή καταστήματος" },
  ui_activity_status_store_closed: { en: "Closed a store", gr: "Κλείσιμο καταστήματος" },
  ui_activity_status_store_reopened: { en: "Reopened a store", gr: "Επαναλειτουργία καταστήματος" },
  ui_activity_status_company_created: { en: "Created a company", gr: "Δημιουργία εταιρείας" },
  ui_activity_status_company_updated: { en: "Changed a company", gr: "Αλλαγή εταιρείας" },
  ui_activity_status_rights_changed: {
    en: "Rights changed by an administrator",
    gr: "Αλλαγή δικαιωμάτων από διαχειριστή",
  },
  ui_activity_status_access_reopened: { en: "Access reopened", gr: "Επαναφορά πρόσβασης" },
  ui_activity_status_sessions_ended: {
    en: "Signed out by an administrator",
    gr: "Αποσύνδεση από διαχειριστή",
  },
  ui_activity_status_admin_rights_changed: {
    en: "Changed a person's rights",
    gr: "Αλλαγή δικαιωμάτων προσώπου",
  },
  ui_activity_status_admin_access_disabled: {
    en: "Closed a person's access",
    gr: "Κλείσιμο πρόσβασης προσώπου",
  },
  ui_activity_status_admin_access_reopened: {
    en: "Reopened a person's access",
    gr: "Επαναφορά πρόσβασης προσώπου",
  },
  ui_activity_status_admin_sessions_ended: { en: "Signed a person out", gr: "Αποσύνδεση προσώπου" },
  ui_activity_status_account_created_by_command: {
    en: "Account created by the installation's command",
    gr: "Ο λογαριασμός δημιουργήθηκε με εντολή εγκατάστασης",
  },
  ui_activity_sign_out_everywhere: { en: "Sign out everywhere else", gr: "Αποσύνδεση από παντού" },
  ui_activity_sign_out_everywhere_lead: {
    en: "Ends every other sign-in of your account (other browsers, phones). You stay signed in here.",
    gr: "Τερματίζει κάθε άλλη σύνδεση του λογαριασμού σας (άλλοι φυλλομετρητές, κινητά). Εδώ παραμένετε συνδεδεμένοι.",
  },
  ui_activity_signing_out: { en: "Signing out…", gr: "Αποσύνδεση…" },
  ui_activity_ended_sessions_one: { en: "Sessions ended: {count}", gr: "Τερματισμένες συνδέσεις: {count}" },
  ui_activity_ended_sessions_other: { en: "Sessions ended: {count}", gr: "Τερματισμένες συνδέσεις: {count}" },
  ui_activity_channel_email: { en: "E-mail", gr: "Ηλεκτρονικό ταχυδρομείο" },
  ui_activity_channel_sms: { en: "SMS", gr: "Γραπτό μήνυμα (SMS)" },

  // /files
  ui_files_lead: {
    en: "Documents head office shares with you and the attachments of your stores' tickets.",
    gr: "Έγγραφα που μοιράζεται μαζί σας η κεντρική διοίκηση και τα συνημμένα των αιτημάτων των καταστημάτων σας.",
  },
  ui_files_name: { en: "File", gr: "Αρχείο" },
  ui_files_source: { en: "From", gr: "Προέλευση" },
  ui_files_date: { en: "Date", gr: "Ημερομηνία" },
  ui_files_size: { en: "Size", gr: "Μέγεθος" },
  ui_files_source_document: { en: "Head office", gr: "Κεντρική διοίκηση" },
  ui_files_source_ticket: { en: "Ticket #{id}", gr: "Αίτημα #{id}" },
  ui_files_download: { en: "Download {name}", gr: "Λήψη {name}" },
  ui_files_empty: { en: "No files for you yet.", gr: "Δεν υπάρχουν αρχεία για εσάς ακόμη." },

  // /settings
  ui_settings_edit: { en: "Edit profile", gr: "Επεξεργασία προφίλ" },
  ui_settings_save: { en: "Save profile", gr: "Αποθήκευση προφίλ" },
  ui_settings_saving: { en: "Saving…", gr: "Αποθήκευση…" },
  ui_settings_cancel: { en: "Cancel", gr: "Ακύρωση" },
  ui_settings_draft_kept: {
    en: "Your unsaved changes were kept.",
    gr: "Οι αλλαγές σας που δεν αποθηκεύτηκαν διατηρήθηκαν.",
  },
  ui_settings_choose_size: { en: "Choose a size", gr: "Επιλέξτε μέγεθος" },
  ui_settings_avatar: { en: "Profile picture", gr: "Εικόνα προφίλ" },
  ui_settings_avatar_choose: { en: "Choose a picture", gr: "Επιλογή εικόνας" },
  ui_settings_avatar_hint: {
    en: "PNG, JPEG, WebP or GIF, up to 2 MB.",
    gr: "PNG, JPEG, WebP ή GIF, έως 2 MB.",
  },
  ui_settings_password: { en: "Password", gr: "Κωδικός πρόσβασης" },
  ui_settings_password_current: { en: "Current password", gr: "Τρέχων κωδικός" },
  ui_settings_password_new: { en: "New password", gr: "Νέος κωδικός" },
  ui_settings_password_confirm: { en: "Repeat the new password", gr: "Επανάληψη νέου κωδικού" },
  ui_settings_password_submit: { en: "Change password", gr: "Αλλαγή κωδικού" },
  ui_settings_password_lead: {
    en: "Changing it signs you out of every other device.",
    gr: "Η αλλαγή σας αποσυνδέει από κάθε άλλη συσκευή.",
  },
  ui_settings_language: { en: "Language", gr: "Γλώσσα" },
  // The field's own name, apart from the header's language switch (two controls, two names).
  ui_settings_language_field: { en: "Preferred language", gr: "Προτιμώμενη γλώσσα" },
  ui_settings_language_lead: {
    en: "The portal's language, and of the e-mails it sends you.",
    gr: "Η γλώσσα της πύλης και των e-mail που σας στέλνει.",
  },
  ui_settings_language_save: { en: "Save language", gr: "Αποθήκευση γλώσσας" },
  ui_settings_disable: { en: "Close my access", gr: "Κλείσιμο της πρόσβασής μου" },
  ui_settings_disable_lead: {
    en: "Closes your access to the portal at once on every device. Only head office can open it again.",
    gr: "Κλείνει αμέσως την πρόσβασή σας στην πύλη σε κάθε συσκευή. Μόνο η κεντρική διοίκηση μπορεί να την ανοίξει ξανά.",
  },
  ui_settings_disable_confirm_title: { en: "Close your access?", gr: "Κλείσιμο της πρόσβασής σας;" },
  ui_settings_disable_confirm: { en: "Yes, close my access", gr: "Ναι, κλείσιμο της πρόσβασής μου" },
  ui_settings_phone_digits: { en: "Phone (digits)", gr: "Τηλέφωνο (ψηφία)" },
} as const satisfies CataloguePart;
