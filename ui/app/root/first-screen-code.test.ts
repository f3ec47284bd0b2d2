import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FIRST_SCREEN_AREAS } from "./first-screen-code";

describe("the first screen's areas, whose ports are made while the session signs in", () => {
  it.each(FIRST_SCREEN_AREAS)("%s has a ports module (a misspelt area would warm nothing)", (area) => {
    expect(existsSync(`adapters/${area}/${area}.ports.ts`)).toBe(true);
  });
});
