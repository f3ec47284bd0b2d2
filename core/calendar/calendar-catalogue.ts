import type { CataloguePart } from "../i18n/catalogue-entry";

/** The texts of the calendar area: /upcoming, /upcomingmeetings, head office's form, invitations. */
export const calendarMessages = {
  ui_route_upcomingmeetings: { en: "Upcoming meetings", gr: "Επερχόμενες συναντήσεις" },
  ui_route_upcoming: { en: "Upcoming", gr: "Επερχόμενα" },
  ui_meeting_screens: { en: "Meetings", gr: "Συναντήσεις" },

  b2b_meeting_date_invalid: { en: "Enter a valid date and time", gr: "Εισάγετε έγκυρη ημερομηνία και ώρα" },
  b2b_meeting_date_past: {
    en: "The meeting must be in the future",
    gr: "Η συνάντηση πρέπει να είναι στο μέλλον",
  },
  b2b_meeting_description_length: {
    en: "Describe the meeting in 3 to 500 characters",
    gr: "Περιγράψτε τη συνάντηση με 3 έως 500 χαρακτήρες",
  },
  b2b_meeting_duration_invalid: {
    en: "A meeting lasts 15 minutes to 8 hours",
    gr: "Μια συνάντηση διαρκεί από 15 λεπτά έως 8 ώρες",
  },
  b2b_meeting_audience_required: {
    en: "Invite at least one store or role",
    gr: "Προσκαλέστε τουλάχιστον ένα κατάστημα ή ρόλο",
  },
  b2b_meeting_too_many_stores: {
    en: "Invite at most 50 stores; choose a role instead",
    gr: "Έως 50 καταστήματα· επιλέξτε καλύτερα ρόλο",
  },
  b2b_meeting_role_invalid: { en: "Unknown role", gr: "Άγνωστος ρόλος" },
  b2b_meeting_scheduled: {
    en: "The meeting was scheduled and the invitations sent",
    gr: "Η συνάντηση προγραμματίστηκε και στάλθηκαν οι προσκλήσεις",
  },
  b2b_meeting_invitation_subject: { en: "Invitation: {description}", gr: "Πρόσκληση: {description}" },
  b2b_meeting_invitation_body: {
    en: "You are invited to a meeting on {when} ({duration} minutes): {description}. The invitation is attached for your calendar.",
    gr: "Προσκαλείστε σε συνάντηση στις {when} ({duration} λεπτά): {description}. Η πρόσκληση επισυνάπτεται για το ημερολόγιό σας.",
  },

  ui_calendar_lead_upcoming: {
    en: "What is ahead of you from today: meetings and, as they arrive, other dates.",
    gr: "Ό,τι έχετε μπροστά σας από σήμερα: συναντήσεις και, όταν προστεθούν, άλλες ημερομηνίες.",
  },
  ui_calendar_lead_year: { en: "This year's meetings.", gr: "Οι συναντήσεις της χρονιάς." },
  ui_calendar_month: { en: "Month", gr: "Μήνας" },
  ui_calendar_agenda: { en: "Agenda", gr: "Ατζέντα" },
  ui_calendar_previous: { en: "Previous month", gr: "Προηγούμενος μήνας" },
  ui_calendar_next: { en: "Next month", gr: "Επόμενος μήνας" },
  ui_calendar_empty: { en: "Nothing on your calendar.", gr: "Δεν υπάρχει τίποτα στο ημερολόγιό σας." },
  ui_calendar_kind_meeting: { en: "Meeting", gr: "Συνάντηση" },
  ui_calendar_minutes_one: { en: "{count} min", gr: "{count} λεπτό" },
  ui_calendar_minutes_other: { en: "{count} min", gr: "{count} λεπτά" },
  ui_calendar_weekdays: { en: "Mon,Tue,Wed,Thu,Fri,Sat,Sun", gr: "Δευ,Τρί,Τετ,Πέμ,Παρ,Σάβ,Κυρ" },

  ui_meeting_schedule: { en: "Schedule a meeting", gr: "Προγραμματισμός συνάντησης" },
  ui_meeting_when: { en: "Date and time", gr: "Ημερομηνία και ώρα" },
  ui_meeting_duration: { en: "Duration (minutes)", gr: "Διάρκεια (λεπτά)" },
  ui_meeting_description: { en: "Description", gr: "Περιγραφή" },
  ui_meeting_stores: { en: "Stores", gr: "Καταστήματα" },
  ui_meeting_roles: { en: "Roles", gr: "Ρόλοι" },
  ui_meeting_submit: { en: "Schedule and invite", gr: "Προγραμματισμός και πρόσκληση" },
  ui_meeting_sending: { en: "Scheduling…", gr: "Προγραμματισμός…" },
  ui_meeting_invited_one: { en: "Invitations sent: {count}", gr: "Προσκλήσεις που στάλθηκαν: {count}" },
  ui_meeting_invited_other: { en: "Invitations sent: {count}", gr: "Προσκλήσεις που στάλθηκαν: {count}" },
} as const satisfies CataloguePart;
