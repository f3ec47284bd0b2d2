import type { CatalogueEntry } from "../i18n/catalogue-entry";

/**
 * The journey texts of the calendar area's machines (`npm run diagrams`, docs/flows/journeys/),
 * joined to its catalogue in core/areas/area-catalogues.ts.
 */
export const calendarJourneyMessages = {
  journey_screen_calendar: { en: "Upcoming (calendar)", gr: "Επερχόμενα (ημερολόγιο)" },

  journey_calendar_loading: { en: "The calendar loads", gr: "Το ημερολόγιο φορτώνει" },
  journey_calendar_reading: { en: "Reads the calendar", gr: "Διαβάζει το ημερολόγιο" },
  journey_calendar_delay: { en: "After half a second", gr: "Μετά από μισό δευτερόλεπτο" },
  journey_calendar_loaded: { en: "Loaded", gr: "Φορτώθηκε" },
  journey_calendar_failed: { en: "Could not load", gr: "Δεν φόρτωσε" },
  journey_calendar_reload: { en: "Loads again", gr: "Φορτώνει ξανά" },
  journey_calendar_month: { en: "Turns the month", gr: "Αλλάζει μήνα" },
  journey_calendar_view: { en: "Switches month / agenda", gr: "Αλλάζει μήνας / ατζέντα" },

  journey_meeting_editing: { en: "Fills in the meeting", gr: "Συμπληρώνει τη συνάντηση" },
  journey_meeting_sending: { en: "The meeting is scheduled", gr: "Η συνάντηση προγραμματίζεται" },
  journey_meeting_change: { en: "Changes a field", gr: "Αλλάζει ένα πεδίο" },
  journey_meeting_submit: { en: "Schedules and invites", gr: "Προγραμματίζει και προσκαλεί" },
  journey_meeting_submit_again: { en: "Sends the same again", gr: "Στέλνει ξανά το ίδιο" },
  journey_meeting_key: { en: "Ready to send once", gr: "Έτοιμη για μία αποστολή" },
  journey_meeting_scheduled: {
    en: "Scheduled; invitations sent",
    gr: "Προγραμματίστηκε· στάλθηκαν προσκλήσεις",
  },
  journey_meeting_failed: { en: "Not scheduled", gr: "Δεν προγραμματίστηκε" },
} as const satisfies Record<string, CatalogueEntry>;
