// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderView } from "../test-support/render-with-i18n";
import { FilePicker } from "./file-picker";

afterEach(cleanup);

const pick = (input: HTMLInputElement, files: File[]) => fireEvent.change(input, { target: { files } });

describe("FilePicker (issue 33: the portal's words, not the browser's)", () => {
  it("says what to do and what is chosen in the UI language", () => {
    renderView(
      <label>
        Φωτογραφία
        <FilePicker onFiles={() => undefined} />
      </label>,
      "el-GR",
    );
    expect(document.body.textContent).toContain("Επιλογή αρχείου");
    expect(document.body.textContent).toContain("Δεν επιλέχθηκε αρχείο");
    cleanup();
    renderView(<FilePicker multiple chosenText="report.pdf" onFiles={() => undefined} />);
    expect(document.body.textContent).toContain("Choose files");
    expect(document.body.textContent).toContain("report.pdf");
  });

  it("keeps the native input, named by the field's label, and hands over the picked files", () => {
    const picked: File[][] = [];
    renderView(
      <>
        <label htmlFor="photo">Photo</label>
        <FilePicker
          id="photo"
          accept="image/*"
          capture="environment"
          onFiles={(files) => picked.push([...files])}
        />
      </>,
    );
    const input = screen.getByLabelText("Photo") as HTMLInputElement;
    expect(input.type).toBe("file");
    expect(input.accept).toBe("image/*");
    expect(input.getAttribute("capture")).toBe("environment");
    const photo = new File(["x"], "shelf.png", { type: "image/png" });
    pick(input, [photo]);
    expect(picked).toEqual([[photo]]);
  });

  it("says nothing beside the button when the screen lists the files itself", () => {
    renderView(<FilePicker hideChosen onFiles={() => undefined} />);
    expect(document.body.textContent).not.toContain("No file chosen");
  });
});
