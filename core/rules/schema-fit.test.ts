import { describe, expect, it } from "vitest";
import type { Temporal } from "temporal-polyfill";
import type { Announcement } from "../posts/posts-wire";
import type { Invoice } from "../commerce/invoice";
import type { Order } from "../commerce/order";
import type { Post } from "../posts/post";
import type { FranchiseStore } from "../schemas/store";
import type { Project, Task } from "../tasks/task";
import type { TicketOld } from "../tickets/ticket-old";
import type { TicketV2 } from "../tickets/ticket-v2";
import type { Training } from "../training/training";
import { isKeptAnnouncement } from "../posts/announcement-filter";
import { resolveLocation } from "./default-location";
import { partitionInvoices } from "../commerce/invoice-payment";
import { partitionOrders } from "../commerce/order-recency";
import { selectWidgetPosts } from "./post-visibility";
import { attachTasksToProjects } from "../tasks/task-grouping";
import { ticketMatchesTab } from "../tickets/ticket-tabs";
import { isCurrentTraining } from "../training/training-windows";

// Compile-time proof that the decoded entities of core/schemas fit the rules' structural inputs:
// if a schema changes a field the rules read, tsc fails here rather than somewhere in the UI.
// The calls sit in a function that is never run; the test only needs to compile.
function rulesAcceptDecodedEntities(
  now: Temporal.Instant,
  today: Temporal.PlainDate,
  entities: {
    posts: readonly Post[];
    trainings: readonly Training[];
    orders: readonly Order[];
    invoices: readonly Invoice[];
    tasks: readonly Task[];
    projects: readonly Project[];
    stores: readonly FranchiseStore[];
    oldTickets: readonly TicketOld[];
    tickets: readonly TicketV2[];
    announcements: readonly Announcement[];
  },
): unknown[] {
  return [
    selectWidgetPosts(entities.posts, now),
    entities.trainings.filter((training) => isCurrentTraining(training, today)),
    partitionOrders(entities.orders, today),
    partitionInvoices(entities.invoices),
    attachTasksToProjects(entities.projects, entities.tasks),
    resolveLocation({ locationId: null, warehouseId: null }, entities.stores),
    entities.oldTickets.filter((ticket) => ticketMatchesTab("resolved", ticket)),
    entities.tickets.filter((ticket) => ticketMatchesTab("resolved", ticket)),
    entities.announcements.filter(isKeptAnnouncement),
  ];
}

describe("schema fit", () => {
  it("the decoded entity types are accepted by the rules (checked by tsc)", () => {
    expect(typeof rulesAcceptDecodedEntities).toBe("function");
  });
});
