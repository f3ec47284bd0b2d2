import { describe, expect, it } from "vitest";
import { isInvalid, isOk, type Decoded } from "../schemas/decode";
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
  description: "Κανόνες υγιεινής",
  pass_mark: 70,
  time_limit_minutes: null,
  question_count: 5,
  result: null,
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

describe("Training exam fields", () => {
  it("carries the pass mark, the time limit, the number of questions and the caller's result", () => {
    const value = valueOf(
      decodeTraining({
        ...training,
        time_limit_minutes: 20,
        result: { score: 80, passed: true, submitted_at: "2026-09-02T08:00:00Z" },
      }),
    );
    expect(value?.pass_mark).toBe(70);
    expect(value?.time_limit_minutes).toBe(20);
    expect(value?.result?.score).toBe(80);
    expect(value?.result?.submitted_at.toString()).toBe("2026-09-02T08:00:00Z");
  });

  it("refuses a score or pass mark outside 0–100", () => {
    expect(pathsOf(decodeTraining({ ...training, pass_mark: 101 }))).toEqual([["pass_mark"]]);
    expect(
      pathsOf(
        decodeTraining({
          ...training,
          result: { score: -1, passed: false, submitted_at: "2026-09-02T08:00:00Z" },
        }),
      ),
    ).toEqual([["result", "score"]]);
  });
});
