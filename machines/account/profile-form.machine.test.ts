import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { ProfileDraft, ProfileSavedKey } from "../../core/account/profile-details";
import { SAVED_PROFILE } from "./profile-form.model";
import { profileFormMachine } from "./profile-form.machine";

function start(save: () => Promise<ProfileSavedKey | void>, restored?: ProfileDraft) {
  const written: ProfileDraft[] = [];
  let cleared = 0;
  const actor = createActor(
    profileFormMachine.provide({
      actors: { save: fromPromise(async () => (await save()) ?? undefined) },
      actions: {
        persistDraft: (_, params) => {
          written.push(params.draft);
        },
        clearDraft: () => {
          cleared += 1;
        },
      },
    }),
    { input: { saved: SAVED_PROFILE, restored, today: "2026-11-24" } },
  ).start();
  return { actor, written, cleared: () => cleared };
}

describe("profileForm machine", () => {
  it("keeps every change as a draft, refuses an invalid one without saving, saves a valid one once", async () => {
    let saves = 0;
    const { actor, written, cleared } = start(async () => {
      saves += 1;
    });
    actor.send({ type: "user.edit" });
    actor.send({ type: "user.change", field: "health_certificate_end_date", value: "2025-01-01" });
    expect(written.at(-1)?.health_certificate_end_date).toBe("2025-01-01");
    actor.send({ type: "user.submit" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    actor.send({ type: "user.change", field: "health_certificate_end_date", value: "2027-06-30" });
    actor.send({ type: "user.submit" });
    actor.send({ type: "user.submit" });
    await waitFor(actor, (s) => s.matches("viewing"));
    expect(saves).toBe(1);
    expect(cleared()).toBe(1);
    expect(actor.getSnapshot().context.saved.health_certificate_end_date).toBe("2027-06-30");
  });

  it("a failed save keeps the draft and says why; a restored draft opens the form", async () => {
    const { actor } = start(() => Promise.reject({ _tag: "NetworkError" }), {
      ...SAVED_PROFILE,
      clothing_size: "XL",
    });
    expect(actor.getSnapshot().value).toBe("editing");
    actor.send({ type: "user.submit" });
    await waitFor(actor, (s) => s.matches("editing") && s.context.notice?.tone === "error");
    expect(actor.getSnapshot().context.draft.clothing_size).toBe("XL");
    expect(actor.getSnapshot().context.notice).toEqual({ tone: "error", key: "b2b_network_error" });
  });

  it("says so when the new e-mail waits for its link (issue 29 item 1)", async () => {
    const { actor } = start(async () => "b2b_profile_saved_email_pending");
    actor.send({ type: "user.edit" });
    actor.send({ type: "user.change", field: "email", value: "new.address@example.gr" });
    actor.send({ type: "user.submit" });
    await waitFor(actor, (snapshot) => snapshot.matches("viewing"));
    expect(actor.getSnapshot().context.notice).toEqual({
      tone: "success",
      key: "b2b_profile_saved_email_pending",
    });
  });
});
