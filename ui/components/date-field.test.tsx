// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DateFormatContext } from "../i18n/date-format-context";
import { renderView } from "../test-support/render-with-i18n";
import { DateField, DateTimeField } from "./date-field";
import { DateInput } from "./date-input";

afterEach(cleanup);

/** A form that holds the value as the machines do, and shows every value it was handed. */
function Held({
  initial = "",
  seen,
  kind = "date",
}: {
  readonly initial?: string;
  readonly seen: string[];
  readonly kind?: "date" | "dateTime";
}) {
  const [value, setValue] = useState(initial);
  const change = (next: string) => {
    seen.push(next);
    setValue(next);
  };
  return kind === "date" ? (
    <DateField labelKey="ui_license_start" value={value} onValueChange={change} name="startDate" />
  ) : (
    <DateTimeField labelKey="ui_post_form_from" value={value} onValueChange={change} />
  );
}

/** A form whose value is set from outside (a reset), with its own rule's error when empty. */
function Outside() {
  const [value, setValue] = useState("2026-01-02");
  return (
    <>
      <DateField
        labelKey="ui_license_start"
        value={value}
        errors={value === "" ? ["b2b_profile_date_invalid"] : []}
        onValueChange={setValue}
      />
      <button type="button" onClick={() => setValue("")}>
        reset
      </button>
    </>
  );
}

const inPattern = (pattern: string, ui: React.ReactElement) => (
  <DateFormatContext.Provider value={{ datePattern: pattern, timePattern: "HH:mm" }}>
    {ui}
  </DateFormatContext.Provider>
);

describe("DateField (issue #33: dates in the user's pattern, not the browser's)", () => {
  it("shows the value in the user's pattern with a Greek placeholder, named by its label", () => {
    renderView(<Held initial="2026-03-01" seen={[]} />, "el-GR");
    const input = screen.getByLabelText("Έναρξη");
    expect(input).toHaveProperty("value", "01/03/2026");
    expect(input.getAttribute("placeholder")).toBe("ηη/μμ/εεεε");
    expect(input.getAttribute("inputmode")).toBe("numeric");
    expect(input.getAttribute("type")).toBe("text");
    expect(input.getAttribute("name")).toBe("startDate");
    expect(screen.getByRole("button", { name: "Επιλογή ημερομηνίας" })).toBeTruthy();
  });

  it("reads a date typed in the Greek pattern and hands over its ISO value", async () => {
    const seen: string[] = [];
    renderView(<Held seen={seen} />, "el-GR");
    const input = screen.getByLabelText("Έναρξη");
    await userEvent.type(input, "1/3/2026");
    expect(seen.at(-1)).toBe("2026-03-01");
    // Typing on keeps the text as typed; leaving the field writes it in the pattern.
    expect(input).toHaveProperty("value", "1/3/2026");
    await userEvent.tab();
    expect(input).toHaveProperty("value", "01/03/2026");
    expect(input.getAttribute("aria-invalid")).toBeNull();
  });

  it("reads a pasted ISO date (automation fills fields so)", () => {
    const seen: string[] = [];
    renderView(<Held seen={seen} />, "el-GR");
    const input = screen.getByLabelText("Έναρξη");
    fireEvent.change(input, { target: { value: "2026-03-01" } });
    expect(seen).toEqual(["2026-03-01"]);
    fireEvent.blur(input);
    expect(input).toHaveProperty("value", "01/03/2026");
  });

  it("follows the pattern's order: month first for an American pattern, in English words", () => {
    const seen: string[] = [];
    renderView(inPattern("MM/DD/YYYY", <Held initial="2026-03-01" seen={seen} />));
    const input = screen.getByLabelText("Start");
    expect(input).toHaveProperty("value", "03/01/2026");
    expect(input.getAttribute("placeholder")).toBe("mm/dd/yyyy");
    fireEvent.change(input, { target: { value: "12/25/2026" } });
    expect(seen).toEqual(["2026-12-25"]);
  });

  it("keeps text that is no date, hands over no date, and marks it on blur", async () => {
    const seen: string[] = [];
    renderView(<Held initial="2026-02-01" seen={seen} />, "el-GR");
    const input = screen.getByLabelText("Έναρξη");
    await userEvent.clear(input);
    await userEvent.type(input, "31/02/2026");
    expect(seen.at(-1)).toBe("");
    expect(input).toHaveProperty("value", "31/02/2026");
    expect(input.getAttribute("aria-invalid")).toBeNull();
    await userEvent.tab();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(document.body.textContent).toContain("Δεν είναι ημερομηνία: γράψτε τη ως ηη/μμ/εεεε.");
    const errors = input.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(errors)?.textContent).toContain("Δεν είναι ημερομηνία");
    // Mended, the mark goes as soon as it reads.
    await userEvent.clear(input);
    await userEvent.type(input, "28/02/2026");
    expect(seen.at(-1)).toBe("2026-02-28");
    expect(input.getAttribute("aria-invalid")).toBeNull();
  });

  it("shows a value set from outside, and the form's own errors", async () => {
    renderView(<Outside />);
    const input = screen.getByLabelText("Start");
    expect(input).toHaveProperty("value", "02/01/2026");
    await userEvent.click(screen.getByRole("button", { name: "reset" }));
    expect(input).toHaveProperty("value", "");
    expect(input.getAttribute("aria-invalid")).toBe("true");
  });

  it("opens the browser's picker, falls back to the text when it cannot, and takes the picked date", async () => {
    const seen: string[] = [];
    renderView(<Held seen={seen} />);
    const input = screen.getByLabelText("Start");
    const picker = document.querySelector<HTMLInputElement>('input[type="date"]');
    expect(picker?.getAttribute("aria-hidden")).toBe("true");
    expect(picker?.tabIndex).toBe(-1);
    // jsdom has no showPicker: the button puts the person in the text instead of failing.
    await userEvent.click(screen.getByRole("button", { name: "Choose a date" }));
    expect(document.activeElement).toBe(input);
    const showPicker = vi.fn<() => void>();
    Object.defineProperty(picker, "showPicker", { value: showPicker, configurable: true });
    await userEvent.click(screen.getByRole("button", { name: "Choose a date" }));
    expect(showPicker).toHaveBeenCalledTimes(1);
    fireEvent.change(picker as HTMLInputElement, { target: { value: "2026-07-15" } });
    expect(seen).toEqual(["2026-07-15"]);
    expect(input).toHaveProperty("value", "15/07/2026");
  });

  it("a bare DateInput is named by a label around it", () => {
    renderView(
      <label>
        Deadline
        <DateInput value="" onChange={() => undefined} />
      </label>,
    );
    expect(screen.getByLabelText("Deadline").getAttribute("type")).toBe("text");
  });
});

describe("DateTimeField (a date and a 24-hour time, not the browser's AM/PM)", () => {
  it("shows a local date-time in the user's pattern and reads both parts back", async () => {
    const seen: string[] = [];
    renderView(<Held kind="dateTime" initial="2026-03-01T09:30" seen={seen} />, "el-GR");
    const date = screen.getByLabelText("Εμφάνιση από");
    const time = screen.getByLabelText("Ώρα");
    expect(date).toHaveProperty("value", "01/03/2026");
    expect(time).toHaveProperty("value", "09:30");
    expect(time.getAttribute("placeholder")).toBe("ωω:λλ");
    await userEvent.clear(time);
    await userEvent.type(time, "17:45");
    expect(seen.at(-1)).toBe("2026-03-01T17:45");
    await userEvent.clear(date);
    await userEvent.type(date, "2.4.2026");
    expect(seen.at(-1)).toBe("2026-04-02T17:45");
  });

  it("takes a pasted datetime-local value whole, as automation fills it", () => {
    const seen: string[] = [];
    renderView(<Held kind="dateTime" seen={seen} />);
    fireEvent.change(screen.getByLabelText("Show from"), { target: { value: "2026-03-01T10:30" } });
    expect(seen).toEqual(["2026-03-01T10:30"]);
    expect(screen.getByLabelText("Show from")).toHaveProperty("value", "01/03/2026");
    expect(screen.getByLabelText("Time")).toHaveProperty("value", "10:30");
  });

  it("hands over nothing until the time reads, and says so when it is left out", async () => {
    const seen: string[] = [];
    renderView(<Held kind="dateTime" seen={seen} />);
    const time = screen.getByLabelText("Time");
    await userEvent.type(screen.getByLabelText("Show from"), "01/03/2026");
    expect(seen).toEqual([]);
    await userEvent.type(time, "9:5");
    await userEvent.tab();
    expect(seen).toEqual([]);
    expect(time.getAttribute("aria-invalid")).toBe("true");
    expect(document.body.textContent).toContain("Not a time: write it as hh:mm.");
    await userEvent.type(time, "0");
    expect(seen).toEqual(["2026-03-01T09:50"]);
    await userEvent.tab();
    expect(time.getAttribute("aria-invalid")).toBeNull();
    expect(document.body.textContent).not.toContain("Not a time");
  });
});
