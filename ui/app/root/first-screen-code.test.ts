import { describe, expect, it } from "vitest";
import { areaOfPortsModule } from "./ports-loaders";
import { FIRST_SCREEN_AREAS } from "./first-screen-code";

// The ports modules the composition root finds (the same pattern), by area; not loaded here.
const areasWithPorts = Object.keys(import.meta.glob("../../../adapters/*/*.ports.ts")).map(areaOfPortsModule);

describe("the first screen's areas, whose ports are made while the session signs in", () => {
  it.each(FIRST_SCREEN_AREAS)("%s has a ports module (a misspelt area would warm nothing)", (area) => {
    expect(areasWithPorts).toContain(area);
  });
});
