// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderView } from "../test-support/render-with-i18n";
import { RichText } from "./rich-text";

afterEach(cleanup);

describe("RichText", () => {
  it("renders head office's headings, lists and links", () => {
    renderView(
      <RichText html='<h2>Όροι</h2><ul><li>Ένα</li></ul><a href="https://example.com" target="_blank" rel="noopener noreferrer">σύνδεσμος</a>' />,
    );
    expect(screen.getByRole("heading", { name: "Όροι" })).toBeTruthy();
    expect(screen.getByRole("listitem").textContent).toBe("Ένα");
    expect(screen.getByRole("link", { name: "σύνδεσμος" }).getAttribute("href")).toBe("https://example.com");
  });

  it("drops what could run, even if a row was changed behind the server's back", () => {
    const { container } = renderView(
      <RichText
        html={
          '<p onclick="steal()">Κείμενο</p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>'
        }
      />,
    );
    const html = container.innerHTML;
    expect(html).toContain("Κείμενο");
    for (const bad of ["onclick", "<script", "onerror", "<img", "javascript:", "<iframe"])
      expect(html).not.toContain(bad);
  });
});
