// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PostReach } from "../../../core/posts/posts-wire";
import { renderView } from "../../test-support/render-with-i18n";
import { PostReachTable } from "./post-reach-table";

const person = (user_id: number, name: string, acknowledged: boolean) => ({
  user_id,
  name,
  acknowledged,
  acknowledged_at: null,
});

/** `waiting` people still to confirm out of `waiting + 1`; the reach counts each person once. */
const reachWith = (waiting: number) =>
  ({
    post_id: 7,
    acknowledged: 1,
    total: waiting + 1,
    percent: Math.floor(100 / (waiting + 1)),
    stores: [
      {
        store_id: 1,
        store_title: "Athens Syntagma",
        acknowledged: 1,
        total: waiting + 1,
        percent: Math.floor(100 / (waiting + 1)),
        people: [
          person(1, "Nikos Read", true),
          ...Array.from({ length: waiting }, (_, i) => person(10 + i, `Person ${i}`, false)),
        ],
      },
    ],
  }) as unknown as PostReach;

afterEach(cleanup);

describe("PostReachTable: remind the rest (issue 33)", () => {
  it("asks first, naming how many will get an e-mail; cancel sends nothing", async () => {
    const onRemind = vi.fn<() => void>();
    renderView(<PostReachTable reach={reachWith(13)} reminding={false} onRemind={onRemind} />);
    const remind = screen.getByRole("button", { name: "Remind the rest by e-mail" });
    await userEvent.click(remind);
    expect(onRemind).not.toHaveBeenCalled();
    const question = screen.getByRole("group", {
      name: "E-mail a reminder to 13 people who have not confirmed this post yet?",
    });
    expect(question).toBeTruthy();
    // Focus waits on "cancel", so a second Enter does not send.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel" }));
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onRemind).not.toHaveBeenCalled();
    expect(screen.queryByRole("group")).toBeNull();
    expect(document.activeElement).toBe(remind);
  });

  it("sends once the person answers yes", async () => {
    const onRemind = vi.fn<() => void>();
    renderView(<PostReachTable reach={reachWith(13)} reminding={false} onRemind={onRemind} />);
    await userEvent.click(screen.getByRole("button", { name: "Remind the rest by e-mail" }));
    await userEvent.click(screen.getByRole("button", { name: "Send the reminders" }));
    expect(onRemind).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("group")).toBeNull();
  });

  it("Escape answers no", async () => {
    const onRemind = vi.fn<() => void>();
    renderView(<PostReachTable reach={reachWith(2)} reminding={false} onRemind={onRemind} />);
    await userEvent.click(screen.getByRole("button", { name: "Remind the rest by e-mail" }));
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("group")).toBeNull();
    expect(onRemind).not.toHaveBeenCalled();
  });

  it("counts the e-mails the server says it will send, and says who will not get one", async () => {
    const reach = { ...reachWith(13), remindable: 11 } as PostReach;
    renderView(<PostReachTable reach={reach} reminding={false} onRemind={vi.fn<() => void>()} />);
    await userEvent.click(screen.getByRole("button", { name: "Remind the rest by e-mail" }));
    expect(
      screen.getByRole("group", {
        name: "E-mail a reminder to 11 people who have not confirmed this post yet? 2 people without an e-mail address will not get it.",
      }),
    ).toBeTruthy();
  });

  it("uses the singular for one person, and Greek numbers and plurals", async () => {
    renderView(<PostReachTable reach={reachWith(1)} reminding={false} onRemind={vi.fn<() => void>()} />);
    await userEvent.click(screen.getByRole("button", { name: "Remind the rest by e-mail" }));
    expect(
      screen.getByRole("group", {
        name: "E-mail a reminder to 1 person who has not confirmed this post yet?",
      }),
    ).toBeTruthy();
    cleanup();
    renderView(
      <PostReachTable reach={reachWith(1200)} reminding={false} onRemind={vi.fn<() => void>()} />,
      "el-GR",
    );
    await userEvent.click(
      screen.getByRole("button", { name: "Υπενθύμιση με e-mail σε όσους δεν το διάβασαν" }),
    );
    expect(
      screen.getByRole("group", {
        name: "Να σταλεί υπενθύμιση με e-mail σε 1.200 άτομα που δεν έχουν επιβεβαιώσει ακόμη την ανάρτηση;",
      }),
    ).toBeTruthy();
  });
});
