// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Temporal } from "temporal-polyfill";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Project } from "../../../core/tasks/task";
import type { TaskRow } from "../../../core/tasks/task-wire";
import { renderView } from "../../test-support/render-with-i18n";
import { TaskListView, type TaskListViewEvent, type TaskListViewState } from "./task-list-view";

afterEach(cleanup);

const TODAY = Temporal.PlainDate.from("2026-11-24");
const PROJECT = {
  id: 3,
  title: "Food safety",
  start_date: Temporal.PlainDate.from("2026-10-01"),
  deadline_date: Temporal.PlainDate.from("2026-12-31"),
} as unknown as Project;

const task = (over: Partial<Record<keyof TaskRow, unknown>>): TaskRow =>
  ({
    id: 1,
    project_id: 3,
    title: "Check the fridges",
    contact_name: "Eleni Dimitriou",
    archived: 0,
    deadline_date: TODAY.subtract({ days: 1 }),
    c_stamp: Temporal.Instant.from("2026-11-20T09:00:00Z"),
    m_stamp: Temporal.Instant.from("2026-11-20T09:00:00Z"),
    description: "",
    location_id: 2,
    assignee_id: 4,
    ticket_id: null,
    completed_at: null,
    completed_by_name: null,
    can_complete: true,
    ...over,
  }) as unknown as TaskRow;

const state = (over: Partial<TaskListViewState>): TaskListViewState => ({
  phase: "ready",
  view: "open",
  rows: [],
  projects: [PROJECT],
  hasMore: false,
  loadingMore: false,
  moreFailed: false,
  completingId: undefined,
  notice: undefined,
  loadFailureKey: undefined,
  today: TODAY,
  ...over,
});

describe("TaskListView", () => {
  it("groups live tasks under their projects, with person, deadline and due badges", async () => {
    const send = vi.fn<(event: TaskListViewEvent) => void>();
    const rows = [
      task({}),
      task({ id: 2, project_id: null, title: "Count the cups", deadline_date: TODAY, ticket_id: 12 }),
      task({ id: 3, title: "Archived one", archived: 1 }),
    ];
    renderView(<TaskListView state={state({ rows })} send={send} />);
    const project = screen.getByRole("region", { name: "Food safety" });
    expect(within(project).getByText("Check the fridges")).toBeTruthy();
    expect(within(project).getByText("Overdue")).toBeTruthy();
    expect(within(project).getByText("Assigned to: Eleni Dimitriou")).toBeTruthy();
    const none = screen.getByRole("region", { name: "Without a project" });
    expect(within(none).getByText("Due today")).toBeTruthy();
    expect(within(none).getByText("From ticket #12")).toBeTruthy();
    // Spec 4: only non-archived tasks count.
    expect(screen.queryByText("Archived one")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Mark done: Check the fridges" }));
    expect(send).toHaveBeenCalledWith({ type: "user.complete", id: 1 });
  });

  it("shows the completion log with who finished each task", () => {
    const rows = [
      task({
        archived: 1,
        can_complete: false,
        completed_by_name: "Eleni Dimitriou",
        completed_at: Temporal.Instant.from("2026-11-23T10:00:00Z"),
      }),
    ];
    renderView(
      <TaskListView
        state={state({ view: "done", rows })}
        send={vi.fn<(event: TaskListViewEvent) => void>()}
      />,
    );
    expect(screen.getByText(/^Done by Eleni Dimitriou on /u)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Mark done/u })).toBeNull();
  });

  it("has an empty, a loading and a failed state", async () => {
    const send = vi.fn<(event: TaskListViewEvent) => void>();
    renderView(<TaskListView state={state({ view: "overdue" })} send={send} />);
    expect(screen.getByText("Nothing is overdue.")).toBeTruthy();
    cleanup();
    renderView(<TaskListView state={state({ phase: "loading" })} send={send} />);
    expect(screen.getByText("Loading tasks…")).toBeTruthy();
    cleanup();
    renderView(
      <TaskListView state={state({ phase: "failed", loadFailureKey: "b2b_network_error" })} send={send} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(send).toHaveBeenCalledWith({ type: "user.retry" });
  });
});
