import type { CataloguePart } from "../i18n/catalogue-entry";

/**
 * Texts of the browser app's own words (ui_ keys): labels, titles, menus, empty states. Server
 * messages and validation messages live in their own parts. Greek is the default language.
 */
export const uiMessages = {
  // ---- App --------------------------------------------------------------------------------------
  ui_app_name: { en: "Franchise Portal", gr: "Franchise Portal" },
  ui_loading: { en: "Loading…", gr: "Φόρτωση…" },
  ui_skip_to_content: { en: "Skip to content", gr: "Μετάβαση στο περιεχόμενο" },
  ui_language_label: { en: "Language", gr: "Γλώσσα" },
  // Language names are written in their own language, so each is recognisable in either UI.
  ui_language_el: { en: "Ελληνικά", gr: "Ελληνικά" },
  ui_language_en: { en: "English", gr: "English" },
  ui_yes: { en: "Yes", gr: "Ναι" },
  ui_no: { en: "No", gr: "Όχι" },
  ui_see_all: { en: "See all", gr: "Όλα" },
  ui_back_to_login: { en: "Back to login", gr: "Επιστροφή στη σύνδεση" },
  ui_back_to_dashboard: { en: "Back to the dashboard", gr: "Επιστροφή στην αρχική" },
  ui_select_placeholder: { en: "Choose…", gr: "Επιλέξτε…" },
  ui_field_optional: { en: "(optional)", gr: "(προαιρετικό)" },

  // ---- Public brand panel -----------------------------------------------------------------------
  ui_brand_headline: {
    en: "Everything your store needs, in one place",
    gr: "Ό,τι χρειάζεται το κατάστημά σας, σε ένα σημείο",
  },
  ui_brand_text: {
    en: "Announcements, training, support tickets and store operations for the whole franchise network.",
    gr: "Ανακοινώσεις, εκπαίδευση, αιτήματα υποστήριξης και λειτουργία καταστημάτων για όλο το δίκτυο.",
  },
  ui_brand_point_posts: {
    en: "News and announcements from head office",
    gr: "Νέα και ανακοινώσεις από τα κεντρικά",
  },
  ui_brand_point_training: { en: "Training, exams and material", gr: "Εκπαίδευση, εξετάσεις και υλικό" },
  ui_brand_point_tickets: { en: "Support tickets and tasks", gr: "Αιτήματα υποστήριξης και εργασίες" },
  ui_brand_foot: {
    en: "For franchisees, store managers and staff",
    gr: "Για franchisees, υπεύθυνους καταστημάτων και προσωπικό",
  },

  // ---- Fields -----------------------------------------------------------------------------------
  ui_field_first_name: { en: "First name", gr: "Όνομα" },
  ui_field_last_name: { en: "Last name", gr: "Επώνυμο" },
  ui_field_gender: { en: "Gender", gr: "Φύλο" },
  ui_field_country_code: { en: "Country code", gr: "Κωδικός χώρας" },
  ui_field_mobile: { en: "Mobile number", gr: "Αριθμός κινητού" },
  ui_field_email: { en: "Email", gr: "Email" },
  ui_field_job_position: { en: "Job position", gr: "Θέση εργασίας" },
  ui_field_password: { en: "Password", gr: "Κωδικός πρόσβασης" },
  ui_field_new_password: { en: "New password", gr: "Νέος κωδικός πρόσβασης" },
  ui_field_password_confirmation: { en: "Confirm password", gr: "Επιβεβαίωση κωδικού" },
  ui_password_hint: {
    en: "At least 8 characters, with an uppercase letter, a digit and a special character.",
    gr: "Τουλάχιστον 8 χαρακτήρες, με ένα κεφαλαίο γράμμα, ένα ψηφίο και έναν ειδικό χαρακτήρα.",
  },
  ui_gender_male: { en: "Male", gr: "Άνδρας" },
  ui_gender_female: { en: "Female", gr: "Γυναίκα" },
  ui_gender_other: { en: "Other", gr: "Άλλο" },
  ui_gender_no_answer: { en: "Prefer not to say", gr: "Δεν επιθυμώ να απαντήσω" },
  ui_country_30: { en: "+30 Greece", gr: "+30 Ελλάδα" },
  ui_country_40: { en: "+40 Romania", gr: "+40 Ρουμανία" },
  ui_country_49: { en: "+49 Germany", gr: "+49 Γερμανία" },
  ui_country_357: { en: "+357 Cyprus", gr: "+357 Κύπρος" },

  // ---- Login ------------------------------------------------------------------------------------
  ui_login_title: { en: "Welcome back", gr: "Καλώς ήρθατε" },
  ui_login_subtitle: {
    en: "Sign in with your mobile number.",
    gr: "Συνδεθείτε με τον αριθμό του κινητού σας.",
  },
  ui_login_mobile: { en: "Mobile number", gr: "Αριθμός κινητού" },
  ui_login_password: { en: "Password", gr: "Κωδικός πρόσβασης" },
  ui_login_submit: { en: "Login", gr: "Σύνδεση" },
  ui_login_forgot_password: { en: "Forgot your password?", gr: "Ξεχάσατε τον κωδικό σας;" },
  ui_login_or: { en: "or", gr: "ή" },
  ui_login_corporate: { en: "Continue with corporate account", gr: "Συνέχεια με εταιρικό λογαριασμό" },
  ui_login_corporate_cancelled: {
    en: "Corporate sign-in was cancelled",
    gr: "Η σύνδεση με εταιρικό λογαριασμό ακυρώθηκε",
  },
  ui_login_no_account: { en: "New to the portal?", gr: "Νέος χρήστης;" },
  ui_login_create_account: { en: "Create account", gr: "Δημιουργία λογαριασμού" },
  ui_login_reset_by_email: { en: "Reset password by email", gr: "Επαναφορά κωδικού μέσω email" },
  ui_login_reset_send: { en: "Send reset email", gr: "Αποστολή email επαναφοράς" },

  // ---- Register ---------------------------------------------------------------------------------
  ui_register_title: { en: "Create your account", gr: "Δημιουργία λογαριασμού" },
  ui_register_subtitle: {
    en: "Fill in your details; we will send you a message to complete your registration.",
    gr: "Συμπληρώστε τα στοιχεία σας· θα σας στείλουμε μήνυμα για να ολοκληρώσετε την εγγραφή.",
  },
  ui_register_role: { en: "I am", gr: "Είμαι" },
  ui_register_role_staff: { en: "Staff", gr: "Προσωπικό" },
  ui_register_role_trainee: { en: "Trainee", gr: "Εκπαιδευόμενος" },
  ui_register_stores: { en: "Stores", gr: "Καταστήματα" },
  ui_register_stores_count_one: { en: "{count} of {max} selected", gr: "{count} από {max} επιλεγμένα" },
  ui_register_stores_count_other: { en: "{count} of {max} selected", gr: "{count} από {max} επιλεγμένα" },
  ui_register_stores_search: { en: "Search stores", gr: "Αναζήτηση καταστήματος" },
  ui_register_stores_selected: { en: "Selected stores", gr: "Επιλεγμένα καταστήματα" },
  ui_register_stores_none: {
    en: "No store matches your search.",
    gr: "Κανένα κατάστημα δεν ταιριάζει με την αναζήτηση.",
  },
  ui_register_store_remove: { en: "Remove {store}", gr: "Αφαίρεση {store}" },
  ui_register_submit: { en: "Register", gr: "Εγγραφή" },
  ui_register_have_account: { en: "Already have an account?", gr: "Έχετε ήδη λογαριασμό;" },
  ui_register_to_login: { en: "Go to login", gr: "Μετάβαση στη σύνδεση" },
  ui_register_thank_you: { en: "Thank you for registering!", gr: "Ευχαριστούμε για την εγγραφή σας!" },
  // The one sentence under the thank-you, per kind of account (core/auth/registration-next-steps.ts).
  ui_register_thank_you_next: {
    en: "We have sent you a message with a link to complete your registration and choose your password. Then your store's manager or franchisee approves your account; you will get a message when you can sign in.",
    gr: "Σας στείλαμε μήνυμα με σύνδεσμο για να ολοκληρώσετε την εγγραφή σας και να ορίσετε τον κωδικό σας. Έπειτα ο υπεύθυνος ή ο franchisee του καταστήματός σας εγκρίνει τον λογαριασμό σας· θα λάβετε μήνυμα όταν μπορείτε να συνδεθείτε.",
  },
  ui_register_thank_you_next_trainee: {
    en: "We have sent you a message with a link to complete your registration and choose your password. Then head office approves your account for the training programme; you will get a message when you can sign in.",
    gr: "Σας στείλαμε μήνυμα με σύνδεσμο για να ολοκληρώσετε την εγγραφή σας και να ορίσετε τον κωδικό σας. Έπειτα η κεντρική διοίκηση εγκρίνει τον λογαριασμό σας για το εκπαιδευτικό πρόγραμμα· θα λάβετε μήνυμα όταν μπορείτε να συνδεθείτε.",
  },

  // ---- Complete registration --------------------------------------------------------------------
  ui_complete_title: { en: "Complete your registration", gr: "Ολοκλήρωση εγγραφής" },
  ui_complete_subtitle: {
    en: "Check your details, choose a password and confirm your mobile number.",
    gr: "Ελέγξτε τα στοιχεία σας, επιλέξτε κωδικό και επιβεβαιώστε το κινητό σας.",
  },
  ui_summary_title: { en: "Your registration details", gr: "Τα στοιχεία της εγγραφής σας" },
  ui_summary_name: { en: "Name", gr: "Ονοματεπώνυμο" },
  ui_summary_mobile: { en: "Mobile", gr: "Κινητό" },
  ui_summary_email: { en: "Email", gr: "Email" },
  ui_summary_role: { en: "Role", gr: "Ρόλος" },
  ui_summary_stores: { en: "Stores", gr: "Καταστήματα" },
  ui_summary_job_position: { en: "Job position", gr: "Θέση εργασίας" },
  ui_complete_terms: { en: "I accept the terms of use", gr: "Αποδέχομαι τους όρους χρήσης" },
  ui_complete_consent_email: {
    en: "I agree to receive news by email",
    gr: "Συμφωνώ να λαμβάνω ενημερώσεις μέσω email",
  },
  ui_complete_send_code: { en: "Send verification code", gr: "Αποστολή κωδικού επιβεβαίωσης" },
  ui_complete_code_title: { en: "Verification code", gr: "Κωδικός επιβεβαίωσης" },
  ui_complete_code_sent: {
    en: "We sent a 6-digit code by SMS to your mobile.",
    gr: "Στείλαμε με SMS έναν 6ψήφιο κωδικό στο κινητό σας.",
  },
  ui_complete_code: { en: "6-digit code", gr: "6ψήφιος κωδικός" },
  ui_complete_code_hint: { en: "Enter the code from the SMS.", gr: "Πληκτρολογήστε τον κωδικό από το SMS." },
  ui_complete_resend: { en: "Send the code again", gr: "Νέα αποστολή κωδικού" },
  ui_complete_submit: { en: "Complete registration", gr: "Ολοκλήρωση εγγραφής" },

  // ---- Forgot / reset password, email verification -----------------------------------------------
  ui_forgot_title: { en: "Forgot your password?", gr: "Ξεχάσατε τον κωδικό σας;" },
  ui_forgot_subtitle: {
    en: "Tell us your mobile or email and we will send you a link to choose a new one.",
    gr: "Δώστε μας το κινητό ή το email σας και θα σας στείλουμε σύνδεσμο για νέο κωδικό.",
  },
  ui_forgot_by: { en: "Send the link by", gr: "Αποστολή συνδέσμου με" },
  ui_forgot_by_phone: { en: "Phone", gr: "Τηλέφωνο" },
  ui_forgot_by_email: { en: "Email", gr: "Email" },
  ui_forgot_submit: { en: "Send link", gr: "Αποστολή συνδέσμου" },
  ui_reset_title: { en: "Choose a new password", gr: "Επιλέξτε νέο κωδικό" },
  ui_reset_ask_new_link: { en: "Ask for a new link", gr: "Ζητήστε νέο σύνδεσμο" },
  ui_reset_subtitle: { en: "Type your new password twice.", gr: "Πληκτρολογήστε τον νέο κωδικό δύο φορές." },
  ui_reset_submit: { en: "Save password", gr: "Αποθήκευση κωδικού" },
  ui_email_verify_title: { en: "Email verification", gr: "Επιβεβαίωση email" },
  ui_email_verify_checking: { en: "Verifying your email…", gr: "Γίνεται επιβεβαίωση του email σας…" },
  ui_email_verify_done: { en: "Your email is verified.", gr: "Το email σας επιβεβαιώθηκε." },
  ui_email_verify_failed: {
    en: "This verification link is not valid any more.",
    gr: "Ο σύνδεσμος επιβεβαίωσης δεν είναι πλέον έγκυρος.",
  },

  // ---- Header, avatar menu, sidebar, footer -----------------------------------------------------
  ui_menu_open: { en: "Open menu", gr: "Άνοιγμα μενού" },
  ui_menu_close: { en: "Close menu", gr: "Κλείσιμο μενού" },
  ui_header_home: {
    en: "Franchise Portal, go to the dashboard",
    gr: "Franchise Portal, μετάβαση στην αρχική",
  },
  ui_header_store: { en: "Store", gr: "Κατάστημα" },
  ui_header_store_choose: { en: "Change store", gr: "Αλλαγή καταστήματος" },
  ui_header_learning: { en: "Learning", gr: "Εκπαιδευτική πλατφόρμα" },
  ui_header_external_portal: { en: "Partner portal", gr: "Πύλη συνεργατών" },
  ui_header_external_portal_opens: {
    en: "Partner portal (opens in a new window)",
    gr: "Πύλη συνεργατών (ανοίγει σε νέο παράθυρο)",
  },
  ui_avatar_menu: { en: "Account menu of {name}", gr: "Μενού λογαριασμού: {name}" },
  ui_avatar_profile: { en: "Profile settings", gr: "Ρυθμίσεις προφίλ" },
  ui_avatar_logout: { en: "Log out", gr: "Αποσύνδεση" },
  ui_acting_as_title: { en: "Act as", gr: "Σύνδεση ως" },
  ui_acting_as_show_all_one: { en: "Show all ({count})", gr: "Εμφάνιση όλων ({count})" },
  ui_acting_as_show_all_other: { en: "Show all ({count})", gr: "Εμφάνιση όλων ({count})" },
  ui_acting_as_show_less: { en: "Show fewer", gr: "Εμφάνιση λιγότερων" },
  ui_acting_as_master: { en: "Back to my account", gr: "Επιστροφή στον λογαριασμό μου" },
  ui_acting_as_banner_label: { en: "Acting as another user", gr: "Εργασία ως άλλος χρήστης" },
  ui_acting_as_banner: { en: "You are acting as {name}", gr: "Εργάζεστε ως {name}" },
  ui_acting_as_return: { en: "Return to your account", gr: "Επιστροφή στον λογαριασμό σας" },
  ui_role_azureUser: { en: "Corporate user", gr: "Εταιρικός χρήστης" },
  "ui_role_greg-user": { en: "Head office", gr: "Κεντρικά γραφεία" },
  ui_role_user: { en: "User", gr: "Χρήστης" },
  ui_role_trainee: { en: "Trainee", gr: "Εκπαιδευόμενος" },
  ui_role_franchisee: { en: "Franchisee", gr: "Δικαιοδόχος" },
  ui_role_store_manager: { en: "Store manager", gr: "Υπεύθυνος καταστήματος" },
  ui_sidebar_menu: { en: "Main menu", gr: "Κύριο μενού" },
  ui_sidebar_pages: { en: "Pages", gr: "Σελίδες" },
  ui_sidebar_pending_exams: { en: "You have pending exams", gr: "Έχετε εκκρεμείς εξετάσεις" },
  ui_sidebar_terms: {
    en: "Use of the portal is subject to the group's terms of use.",
    gr: "Η χρήση της πύλης διέπεται από τους όρους χρήσης του ομίλου.",
  },
  ui_social_website: { en: "Company website", gr: "Ιστότοπος εταιρείας" },
  ui_social_facebook: { en: "Facebook", gr: "Facebook" },
  ui_social_twitter: { en: "X (Twitter)", gr: "X (Twitter)" },
  ui_footer_text: { en: "Franchise Portal", gr: "Franchise Portal" },
  ui_footer_company_site: { en: "Company website", gr: "Ιστότοπος εταιρείας" },

  // ---- Menu titles of the shell's own entries (each area has its own in core/<area>/) --------------
  ui_menu_dashboard: { en: "Dashboard", gr: "Αρχική" },
  ui_menu_api: { en: "API documentation", gr: "Τεκμηρίωση API" },

  // ---- "Coming soon": the title comes from the route's area (ui_route_<segment>) ------------------
  ui_coming_soon_title: { en: "This screen is on its way", gr: "Η οθόνη αυτή έρχεται σύντομα" },
  ui_coming_soon_text: {
    en: "It is not part of this release yet. Everything else in the menu works as usual.",
    gr: "Δεν περιλαμβάνεται ακόμη σε αυτή την έκδοση. Όλα τα υπόλοιπα του μενού λειτουργούν κανονικά.",
  },

  // ---- Dashboard --------------------------------------------------------------------------------
  ui_dashboard_welcome_label: { en: "Welcome", gr: "Καλωσόρισμα" },
  ui_dashboard_welcome: { en: "Hello, {name}", gr: "Γεια σας, {name}" },
  ui_dashboard_welcome_text: {
    en: "Here is what is new for your store today.",
    gr: "Δείτε τι νέο υπάρχει σήμερα για το κατάστημά σας.",
  },
  ui_dashboard_posts: { en: "Latest posts", gr: "Τελευταίες ανακοινώσεις" },
  ui_dashboard_posts_empty: {
    en: "No active posts right now.",
    gr: "Δεν υπάρχουν ενεργές ανακοινώσεις αυτή τη στιγμή.",
  },
  ui_dashboard_featured: { en: "Featured", gr: "Προβεβλημένη" },
  ui_dashboard_more: { en: "More in the portal", gr: "Περισσότερα στο portal" },
  ui_dashboard_training_material: { en: "Training material", gr: "Εκπαιδευτικό υλικό" },
  ui_dashboard_training_empty: {
    en: "No training material yet.",
    gr: "Δεν υπάρχει ακόμη εκπαιδευτικό υλικό.",
  },
  ui_dashboard_failed: {
    en: "This could not be loaded. Please try again later.",
    gr: "Δεν ήταν δυνατή η φόρτωση. Δοκιμάστε ξανά αργότερα.",
  },

  // ---- API documentation ------------------------------------------------------------------------
  ui_api_lead: {
    en: "The calls the portal's server answers, as its OpenAPI document describes them.",
    gr: "Οι κλήσεις που απαντά ο διακομιστής της πύλης, από το έγγραφο OpenAPI του.",
  },
  ui_api_filter: {
    en: "Filter by path, method or summary",
    gr: "Φιλτράρισμα κατά διαδρομή, μέθοδο ή περιγραφή",
  },
  ui_api_raw: { en: "OpenAPI document (JSON)", gr: "Έγγραφο OpenAPI (JSON)" },
  ui_api_method: { en: "Method", gr: "Μέθοδος" },
  ui_api_path: { en: "Path", gr: "Διαδρομή" },
  ui_api_summary: { en: "Summary", gr: "Περιγραφή" },
  ui_api_none: { en: "No call matches the filter.", gr: "Καμία κλήση δεν ταιριάζει με το φίλτρο." },
  ui_api_failed: {
    en: "The API document could not be loaded.",
    gr: "Δεν ήταν δυνατή η φόρτωση του εγγράφου API.",
  },

  // ---- Profile settings -------------------------------------------------------------------------
  ui_settings_lead: {
    en: "Your details as the portal knows them.",
    gr: "Τα στοιχεία σας όπως είναι καταχωρισμένα.",
  },
  ui_settings_personal: { en: "Personal details", gr: "Προσωπικά στοιχεία" },
  ui_settings_contact: { en: "Contact", gr: "Επικοινωνία" },
  ui_settings_work: { en: "Work", gr: "Εργασία" },
  ui_settings_dob: { en: "Date of birth", gr: "Ημερομηνία γέννησης" },
  ui_settings_clothing_size: { en: "Clothing size", gr: "Μέγεθος ρούχων" },
  ui_settings_phone: { en: "Phone", gr: "Τηλέφωνο" },
  ui_settings_consent: { en: "Email news", gr: "Ενημερώσεις μέσω email" },
  ui_settings_company: { en: "Company", gr: "Εταιρεία" },
  ui_settings_hiring_date: { en: "Hiring date", gr: "Ημερομηνία πρόσληψης" },
  ui_settings_health_begin: { en: "Health certificate from", gr: "Πιστοποιητικό υγείας από" },
  ui_settings_health_end: { en: "Health certificate until", gr: "Πιστοποιητικό υγείας έως" },

  // ---- Custom pages, errors ---------------------------------------------------------------------
  ui_page_open_external: { en: "Open the page", gr: "Άνοιγμα της σελίδας" },
  ui_page_empty: { en: "This page has no content yet.", gr: "Η σελίδα δεν έχει ακόμη περιεχόμενο." },
  ui_error_title: { en: "Page not found", gr: "Η σελίδα δεν βρέθηκε" },
  ui_error_heading: { en: "We could not find that page", gr: "Δεν βρήκαμε αυτή τη σελίδα" },
  ui_error_text: {
    en: "The address may be mistyped, or the page may have moved.",
    gr: "Η διεύθυνση μπορεί να είναι λανθασμένη ή η σελίδα να έχει μετακινηθεί.",
  },
  ui_forbidden_title: { en: "No access", gr: "Χωρίς πρόσβαση" },
  ui_forbidden_heading: {
    en: "This screen is not available to your role",
    gr: "Η οθόνη αυτή δεν είναι διαθέσιμη για τον ρόλο σας",
  },
  ui_forbidden_text: {
    en: "If you think you need it, please contact head office.",
    gr: "Αν τη χρειάζεστε, επικοινωνήστε με τα κεντρικά γραφεία.",
  },

  // ---- Failures without a server message (machines/api-failure) ---------------------------------
  b2b_network_error: {
    en: "Could not reach the server. Check your connection and try again.",
    gr: "Δεν ήταν δυνατή η σύνδεση με τον διακομιστή. Ελέγξτε τη σύνδεσή σας και δοκιμάστε ξανά.",
  },
  b2b_something_went_wrong: {
    en: "Something went wrong. Please try again.",
    gr: "Κάτι πήγε στραβά. Δοκιμάστε ξανά.",
  },
  ui_retry: { en: "Try again", gr: "Δοκιμάστε ξανά" },
  // Under a failure, so a person can quote the request to support (issue #42).
  ui_request_id: { en: "Request id: {id}", gr: "Αναγνωριστικό αιτήματος: {id}" },
  // The file picker's own words (ui/components/file-picker.tsx), not the browser's.
  ui_file_choose: { en: "Choose a file", gr: "Επιλογή αρχείου" },
  ui_files_choose: { en: "Choose files", gr: "Επιλογή αρχείων" },
  ui_file_none: { en: "No file chosen", gr: "Δεν επιλέχθηκε αρχείο" },
  // The date fields' own words (ui/components/date-input.tsx, date-time-input.tsx), not the browser's (issue #33).
  ui_date_part_day: { en: "dd", gr: "ηη" },
  ui_date_part_month: { en: "mm", gr: "μμ" },
  ui_date_part_year: { en: "yyyy", gr: "εεεε" },
  ui_time_placeholder: { en: "hh:mm", gr: "ωω:λλ" },
  ui_date_choose: { en: "Choose a date", gr: "Επιλογή ημερομηνίας" },
  ui_time_label: { en: "Time", gr: "Ώρα" },
  ui_date_not_a_date: {
    en: "Not a date: write it as {pattern}.",
    gr: "Δεν είναι ημερομηνία: γράψτε τη ως {pattern}.",
  },
  ui_time_not_a_time: { en: "Not a time: write it as hh:mm.", gr: "Δεν είναι ώρα: γράψτε τη ως ωω:λλ." },
  ui_list_more: { en: "Show more", gr: "Περισσότερα" },
  ui_list_more_failed: {
    en: "The next entries could not be loaded.",
    gr: "Δεν ήταν δυνατή η φόρτωση των επόμενων.",
  },
  ui_no_access_text: {
    en: "Your account has no role in the portal yet. Please contact head office.",
    gr: "Ο λογαριασμός σας δεν έχει ακόμη ρόλο στην πύλη. Επικοινωνήστε με τα κεντρικά γραφεία.",
  },
} as const satisfies CataloguePart;
