import type { CataloguePart } from "../i18n/catalogue-entry";

/** The tasks area's titles, screen texts, the server's message keys and the e-mails it sends. */
export const tasksMessages = {
  ui_menu_tasks: { en: "Tasks", gr: "Εργασίες" },
  ui_route_tasks: { en: "Tasks", gr: "Εργασίες" },
  ui_menu_projects: { en: "Projects", gr: "Έργα" },
  // The header search's groups (server/tasks/services/search/).
  ui_search_source_tasks: { en: "Tasks", gr: "Εργασίες" },
  ui_search_source_task_projects: { en: "Task projects", gr: "Έργα εργασιών" },

  ui_tasks_lead: {
    en: "The store's to-do list, grouped by project.",
    gr: "Οι εργασίες του καταστήματος, ανά έργο.",
  },
  ui_tasks_views: { en: "Task lists", gr: "Λίστες εργασιών" },
  ui_tasks_view_open: { en: "Open", gr: "Ανοιχτές" },
  ui_tasks_view_overdue: { en: "Overdue", gr: "Εκπρόθεσμες" },
  ui_tasks_view_today: { en: "Due today", gr: "Λήγουν σήμερα" },
  ui_tasks_view_done: { en: "Completion log", gr: "Ολοκληρωμένες" },
  ui_tasks_loading: { en: "Loading tasks…", gr: "Φόρτωση εργασιών…" },
  ui_tasks_load_failed: {
    en: "The tasks could not be loaded.",
    gr: "Δεν ήταν δυνατή η φόρτωση των εργασιών.",
  },
  ui_tasks_retry: { en: "Try again", gr: "Δοκιμάστε ξανά" },
  ui_tasks_more: { en: "Show more", gr: "Περισσότερες" },
  ui_tasks_no_store: {
    en: "Choose a store to see its tasks.",
    gr: "Επιλέξτε κατάστημα για να δείτε τις εργασίες του.",
  },
  ui_tasks_empty_open: { en: "No open tasks. Well done!", gr: "Δεν υπάρχουν ανοιχτές εργασίες. Μπράβο!" },
  ui_tasks_empty_overdue: { en: "Nothing is overdue.", gr: "Καμία εργασία δεν έχει καθυστερήσει." },
  ui_tasks_empty_today: { en: "Nothing is due today.", gr: "Καμία εργασία δεν λήγει σήμερα." },
  ui_tasks_empty_done: {
    en: "No task has been completed yet.",
    gr: "Δεν έχει ολοκληρωθεί καμία εργασία ακόμη.",
  },
  ui_tasks_no_project: { en: "Without a project", gr: "Χωρίς έργο" },
  ui_tasks_project_dates: { en: "{start} to {end}", gr: "{start} έως {end}" },
  ui_tasks_count_other: { en: "{count} tasks", gr: "{count} εργασίες" },
  ui_tasks_count_one: { en: "{count} task", gr: "{count} εργασία" },
  ui_tasks_contact: { en: "Assigned to", gr: "Ανατέθηκε σε" },
  ui_tasks_deadline: { en: "Deadline", gr: "Προθεσμία" },
  ui_tasks_no_deadline: { en: "No deadline", gr: "Χωρίς προθεσμία" },
  ui_tasks_due_overdue: { en: "Overdue", gr: "Εκπρόθεσμη" },
  ui_tasks_due_today: { en: "Due today", gr: "Λήγει σήμερα" },
  ui_tasks_from_ticket: { en: "From ticket #{id}", gr: "Από το αίτημα #{id}" },
  ui_tasks_complete: { en: "Mark done", gr: "Ολοκλήρωση" },
  ui_tasks_completed_by: { en: "Done by {name} on {when}", gr: "Ολοκληρώθηκε από {name} στις {when}" },
  ui_tasks_completed_notice: { en: "“{title}” is done.", gr: "Η εργασία «{title}» ολοκληρώθηκε." },
  ui_tasks_whole_store: { en: "The whole store", gr: "Όλο το κατάστημα" },

  ui_tasks_new: { en: "New task", gr: "Νέα εργασία" },
  ui_tasks_form_title: { en: "New task", gr: "Νέα εργασία" },
  ui_tasks_field_title: { en: "Title", gr: "Τίτλος" },
  ui_tasks_field_description: { en: "Description", gr: "Περιγραφή" },
  ui_tasks_field_deadline: { en: "Deadline", gr: "Προθεσμία" },
  ui_tasks_field_project: { en: "Project", gr: "Έργο" },
  ui_tasks_field_assignee: { en: "Assign to", gr: "Ανάθεση σε" },
  ui_tasks_form_submit: { en: "Create task", gr: "Δημιουργία εργασίας" },
  ui_tasks_form_cancel: { en: "Cancel", gr: "Ακύρωση" },
  ui_tasks_form_saved: { en: "The task “{title}” was created.", gr: "Η εργασία «{title}» δημιουργήθηκε." },
  ui_tasks_form_loading: { en: "Loading the form…", gr: "Φόρτωση φόρμας…" },

  b2b_task_deadline_invalid: { en: "Enter a valid date.", gr: "Εισάγετε έγκυρη ημερομηνία." },
  b2b_task_deadline_past: {
    en: "The deadline cannot be in the past.",
    gr: "Η προθεσμία δεν μπορεί να είναι στο παρελθόν.",
  },
  b2b_task_description_too_long: {
    en: "The description may have at most 2,000 characters.",
    gr: "Η περιγραφή μπορεί να έχει έως 2.000 χαρακτήρες.",
  },
  b2b_task_assignee_not_in_store: {
    en: "That person does not work in this store.",
    gr: "Το άτομο αυτό δεν εργάζεται σε αυτό το κατάστημα.",
  },
  b2b_task_project_unknown: { en: "That project does not exist.", gr: "Το έργο αυτό δεν υπάρχει." },
  b2b_task_already_done: { en: "This task is already done.", gr: "Η εργασία έχει ήδη ολοκληρωθεί." },

  // {by_article}: "Ο", "Η" or "Ο/Η" by the gender of {by} (core/i18n/greek-article.ts).
  b2b_msg_task_assigned_subject: { en: "New task: {title}", gr: "Νέα εργασία: {title}" },
  b2b_msg_task_assigned_body: {
    en: "Hello {name},\n\n{by} assigned you the task “{title}” at {store}. Deadline: {deadline}.\n\n{link}",
    gr: "Γεια σας {name},\n\n{by_article} {by} σας ανέθεσε την εργασία «{title}» στο κατάστημα {store}. Προθεσμία: {deadline}.\n\n{link}",
  },
  // The store in the subject: a franchisee's inbox and activity list hold several stores' tasks (issue 33).
  b2b_msg_task_reminder_subject: {
    en: "Due tomorrow: {title} ({store})",
    gr: "Λήγει αύριο: {title} ({store})",
  },
  b2b_msg_task_reminder_body: {
    en: "Hello {name},\n\nThe task “{title}” at {store} is due on {deadline}.\n\n{link}",
    gr: "Γεια σας {name},\n\nΗ εργασία «{title}» στο κατάστημα {store} λήγει στις {deadline}.\n\n{link}",
  },
  b2b_msg_task_no_deadline: { en: "none", gr: "χωρίς" },
} as const satisfies CataloguePart;

export type TasksMessageKey = keyof typeof tasksMessages;
