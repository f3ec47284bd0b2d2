import { describe, expect, it } from "vitest";
import { isInvalid, isOk, type Decoded } from "./decode";
import {
  decodeTraining,
  decodeTrainingMaterial,
  decodeTrainingNote,
  decodeTrainingVideo,
  TRAINING_STATUSES,
} from "./training";

const valueOf = <A>(result: Decoded<A>) => (isOk(result) ? result.value : undefined);
const pathsOf = <A>(result: Decoded<A>) => (isInvalid(result) ? result.error.paths : []);

const training = {
  id: 1,
  title: "Food safety",
  start_date: "2026-09-01",
  end_date: "2026-09-30",
  status: "scheduled",
  exam: true,
};

describe("Training", () => {
  it("has start_date, end_date, status and the exam flag", () => {
    const value = valueOf(decodeTraining(training));
    expect(value?.start_date.toString()).toBe("2026-09-01");
    expect(value?.end_date.toString()).toBe("2026-09-30");
    expect(value?.exam).toBe(true);
  });

  it("status is started or scheduled", () => {
    expect(TRAINING_STATUSES).toEqual(["started", "scheduled"]);
    expect(isOk(decodeTraining({ ...training, status: "started" }))).toBe(true);
    expect(pathsOf(decodeTraining({ ...training, status: "finished" }))).toEqual([["status"]]);
    expect(pathsOf(decodeTraining({ ...training, exam: 1 }))).toEqual([["exam"]]);
  });
});

describe("training material, notes and videos", () => {
  const item = { id: 7, title: "Hand washing", c_stamp: "2026-01-10T10:00:00Z" };

  it("carry c_stamp", () => {
    expect(valueOf(decodeTrainingMaterial(item))?.c_stamp.toString()).toBe("2026-01-10T10:00:00Z");
    expect(valueOf(decodeTrainingNote(item))?.c_stamp.toString()).toBe("2026-01-10T10:00:00Z");
    const video = { ...item, url: "https://video.example/7" };
    expect(valueOf(decodeTrainingVideo(video))?.url).toBe("https://video.example/7");
    expect(pathsOf(decodeTrainingNote({ ...item, c_stamp: "tomorrow" }))).toEqual([["c_stamp"]]);
  });
});
