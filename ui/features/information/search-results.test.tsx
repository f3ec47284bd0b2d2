// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SearchHit } from "../../../core/search/search-wire";
import { renderView } from "../../test-support/render-with-i18n";
import { SearchCombobox, type SearchComboboxProps } from "./header-search";
import { SearchPageView, type SearchPageViewProps } from "./search-route";

afterEach(cleanup);

const HITS: readonly SearchHit[] = [
  {
    source: "posts",
    id: 1,
    title: "Νέο ωράριο καταστημάτων",
    excerpt: "Το ωράριο αλλάζει από Δευτέρα.",
    path: "/posts/1",
  },
  { source: "posts", id: 2, title: "Ωράρια αργιών", excerpt: "", path: "/posts/2" },
  {
    source: "licenses",
    id: 7,
    title: "Άδεια HACCP",
    excerpt: "Λήγει τον Μάρτιο.",
    path: "/licenses/7",
    store: "Ερμού 12",
  },
];

function combobox(props: Partial<SearchComboboxProps> = {}, language: "en-US" | "el-GR" = "en-US") {
  const onOpen = vi.fn<(path: string) => void>();
  const onClose = vi.fn<() => void>();
  renderView(
    <SearchCombobox
      id="s"
      query="ωραριο"
      hits={HITS}
      searched={["posts", "licenses"]}
      phase="results"
      requestId={undefined}
      onType={() => {}}
      onClose={onClose}
      onOpen={onOpen}
      {...props}
    />,
    language,
  );
  return { onOpen, onClose };
}

describe("the header's search dropdown", () => {
  it("groups the hits under each kind's name; a kind without a name shows its id", () => {
    combobox({ hits: [...HITS, { source: "gadgets", id: 9, title: "Ωράριο", excerpt: "", path: "/g/9" }] });
    const list = screen.getByRole("listbox", { name: "Search results" });
    const groups = within(list).getAllByRole("group");
    expect(groups).toHaveLength(3);
    expect(groups[0]?.getAttribute("aria-label")).toBe("Posts");
    expect(groups[2]?.getAttribute("aria-label")).toBe("gadgets");
    expect(within(groups[0] as HTMLElement).getAllByRole("option")).toHaveLength(2);
    expect(within(groups[2] as HTMLElement).getByRole("option").textContent).toContain("Ωράριο");
    // The last option is "All results", to the /search page with the query.
    const options = within(list).getAllByRole("option");
    expect(options.at(-1)?.textContent).toBe("All results");
    expect(options.at(-1)?.getAttribute("href")).toBe("/search?q=%CF%89%CF%81%CE%B1%CF%81%CE%B9%CE%BF");
  });

  it("marks the typed words in the title and the excerpt, in their own spelling, and names the store", () => {
    combobox();
    const first = screen.getAllByRole("option")[0] as HTMLElement;
    const marks = [...first.querySelectorAll("mark")].map((mark) => mark.textContent);
    expect(marks).toEqual(["ωράριο", "ωράριο"]);
    // "ωραρ" is the stem: "Ωράρια" is marked whole, the word it begins.
    const second = screen.getAllByRole("option")[1] as HTMLElement;
    expect(second.querySelector("mark")?.textContent).toBe("Ωράρια");
    expect(screen.getAllByRole("option")[2]?.textContent).toContain("Store: Ερμού 12");
  });

  it("says what was searched when nothing is found, and the plain sentence when the host does not say", () => {
    combobox({ hits: [], query: "espresso", searched: ["posts", "tickets", "faq"] });
    expect(screen.getByRole("status").textContent).toBe(
      "Nothing found for “espresso” in: Posts, Tickets, FAQ.",
    );
    cleanup();
    combobox({ hits: [], query: "espresso", searched: undefined });
    expect(screen.getByRole("status").textContent).toBe("Nothing found for “espresso”.");
    cleanup();
    combobox({ hits: [], query: "espresso", searched: ["posts"] }, "el-GR");
    expect(screen.getByRole("status").textContent).toBe(
      "Δεν βρέθηκε τίποτα για «espresso» σε: Ανακοινώσεις.",
    );
  });

  it("moves through the results with the arrows, opens with Enter and closes with Escape", async () => {
    const user = userEvent.setup();
    const { onOpen, onClose } = combobox();
    const field = screen.getByRole("combobox", { name: "Search" });
    expect(field.getAttribute("aria-expanded")).toBe("true");
    await user.click(field);
    await user.keyboard("{ArrowDown}");
    expect(field.getAttribute("aria-activedescendant")).toBe("s-option-0");
    expect(screen.getAllByRole("option")[0]?.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(field.getAttribute("aria-activedescendant")).toBe("s-option-2");
    await user.keyboard("{ArrowUp}");
    await user.keyboard("{Enter}");
    expect(onOpen).toHaveBeenCalledWith("/posts/2");
    // ArrowUp from the field wraps to "All results".
    await user.keyboard("{ArrowUp}");
    expect(field.getAttribute("aria-activedescendant")).toBe("s-option-3");
    await user.keyboard("{Enter}");
    expect(onOpen).toHaveBeenLastCalledWith("/search?q=%CF%89%CF%81%CE%B1%CF%81%CE%B9%CE%BF");
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("opens the /search page on Enter when no result is chosen", async () => {
    const user = userEvent.setup();
    const { onOpen } = combobox({ hits: [], query: "haccp" });
    await user.click(screen.getByRole("combobox", { name: "Search" }));
    await user.keyboard("{Enter}");
    expect(onOpen).toHaveBeenCalledWith("/search?q=haccp");
  });
});

function page(props: Partial<SearchPageViewProps> = {}) {
  const onType = vi.fn<(query: string) => void>();
  const onRetry = vi.fn<() => void>();
  renderView(
    <SearchPageView
      query="ωραριο"
      hits={HITS}
      searched={["posts", "licenses"]}
      phase="results"
      failureKey={undefined}
      requestId={undefined}
      onType={onType}
      onRetry={onRetry}
      {...props}
    />,
  );
  return { onType, onRetry };
}

describe("the /search page", () => {
  it("shows each kind as a heading with its count, the words marked and the total", () => {
    page();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings[0]).toBe("Posts2 results");
    expect(headings[1]).toMatch(/1 result$/);
    expect(screen.getByRole("status").textContent).toBe("3 results for “ωραριο”");
    expect(screen.getByRole("link", { name: /Νέο ωράριο/ }).querySelectorAll("mark")).toHaveLength(2);
    expect(screen.getByRole("link", { name: /HACCP/ }).textContent).toContain("Store: Ερμού 12");
  });

  it("says what was searched when nothing is found, and offers a retry after a failure", async () => {
    page({ hits: [], query: "haccp", searched: ["faq", "files"] });
    expect(screen.getByRole("status").textContent).toMatch(/^Nothing found for “haccp” in: FAQ, /);
    cleanup();
    const { onRetry } = page({ phase: "failed", failureKey: "b2b_network_error", requestId: "req-1" });
    expect(screen.getByRole("alert").textContent).toContain("req-1");
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("moves the focus from the field through the results with the arrows and back", async () => {
    const user = userEvent.setup();
    page();
    const field = screen.getByRole("searchbox", { name: "Search" });
    await user.click(field);
    await user.keyboard("{ArrowDown}");
    const links = screen.getAllByRole("link");
    expect(document.activeElement).toBe(links[0]);
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(document.activeElement).toBe(links[2]);
    await user.keyboard("{ArrowUp}{ArrowUp}{ArrowUp}");
    expect(document.activeElement).toBe(field);
  });
});
