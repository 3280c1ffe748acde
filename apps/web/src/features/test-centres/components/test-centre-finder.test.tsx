import { citbTestBooking } from "@siteready/domain/skills-cards";
import type { TestCentreSearchResult, TestCentreView } from "@siteready/domain/test-centres";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showLanguage } from "../../../i18n/i18n.ts";
import { jsonResponse, sentBody } from "../../../test-support/fetch-stubs.ts";
import { renderAt } from "../../../test-support/render.tsx";
import { TestCentreFinder } from "./test-centre-finder.tsx";

function sessionFor(role: "user" | "admin"): [readonly unknown[], unknown] {
  return [
    ["session"],
    {
      session: { expiresAt: "2099-01-01T00:00:00Z" },
      user: {
        id: "u1",
        email: "sam@example.com",
        name: "Sam Lee",
        firstName: "Sam",
        lastName: "Lee",
        image: null,
        role,
        subscriptionTier: "free",
        onboardingCompleted: true,
      },
    },
  ];
}

function centre(overrides: Partial<TestCentreView> & Pick<TestCentreView, "id" | "name">): TestCentreView {
  return {
    address: "Example address, not a real centre",
    postcode: "M2 5PD",
    latitude: 53.4781,
    longitude: -2.2446,
    test_types: ["Operatives", "Supervisors"],
    booking_url: "https://www.citb.co.uk/",
    is_demo: false,
    distance_miles: 1,
    ...overrides,
  };
}

const nearMine = { by: "distance", place: "M1 1AE", town: "Manchester", source: "profile" } as const;

const found: TestCentreSearchResult = {
  search: nearMine,
  centres: [
    centre({
      id: "c1",
      name: "DEMO Test Centre — Manchester (example data)",
      distance_miles: 0.8,
      is_demo: true,
    }),
    centre({ id: "c2", name: "Salford Test Centre", distance_miles: 4.25 }),
    centre({ id: "c3", name: "Bolton Test Centre", distance_miles: 11, booking_url: null }),
  ],
  directory_empty: false,
};

const empty: TestCentreSearchResult = { search: nearMine, centres: [], directory_empty: true };

/** The official link every answer ends with, to find a centre and book on CITB's own site. */
function expectOfficialLink() {
  const link = screen.getByRole("link", { name: /^Find a centre and book on CITB's website/ });
  expect(link).toHaveAttribute("href", citbTestBooking.url);
  expect(link).toHaveAttribute("target", "_blank");
  expect(link).toHaveTextContent("(opens in a new tab)");
}

/** The admin pastes a CSV the server refuses with `refusal` (400): the problems the page lists, line by line. */
async function problemsListed(
  refusal: Record<string, unknown>,
  words: { paste: string; importButton: string; problems: string },
): Promise<(string | null)[]> {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) =>
    String(input) === "/api/admin/test-centres/import"
      ? jsonResponse(400, {
          code: "VALIDATION_FAILED",
          category: "validation",
          severity: "low",
          errorId: "req-1",
          ...refusal,
        })
      : jsonResponse(200, empty),
  );
  const user = userEvent.setup();
  renderAt(<TestCentreFinder />, "/test-centers", [sessionFor("admin")]);
  await user.type(await screen.findByLabelText(words.paste), "name,address");
  await user.click(screen.getByRole("button", { name: words.importButton }));
  const problems = await screen.findByRole("list", { name: words.problems });
  return within(problems)
    .getAllByRole("listitem")
    .map((item) => item.textContent);
}

describe("TestCentreFinder", () => {
  afterEach(() => vi.restoreAllMocks());

  it("lists centres near my postcode, nearest first, with miles, booking links and the demo label", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(jsonResponse(200, found));
    renderAt(<TestCentreFinder />, "/test-centers", [sessionFor("user")]);

    const list = await screen.findByRole("list", { name: "Test centres, nearest first" });
    const items = within(list).getAllByRole("article");
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "DEMO Test Centre — Manchester (example data)",
      "Salford Test Centre",
      "Bolton Test Centre",
    ]);
    const [demo, salford, bolton] = items;
    if (!demo || !salford || !bolton) throw new Error("missing centres");
    expect(within(demo).getByText("0.8 miles")).toBeInTheDocument();
    expect(within(demo).getByText("DEMO DATA")).toBeInTheDocument();
    expect(within(salford).getByText("4.3 miles")).toBeInTheDocument();
    expect(within(salford).queryByText("DEMO DATA")).not.toBeInTheDocument();
    const book = within(salford).getByRole("link", { name: /^Book a test at Salford Test Centre/ });
    expect(book).toHaveAttribute("href", "https://www.citb.co.uk/");
    expect(book).toHaveAttribute("target", "_blank");
    expect(book).toHaveAttribute("rel", "noopener noreferrer");
    expect(book).toHaveTextContent("(opens in a new tab)");
    expect(within(bolton).getByText("11 miles")).toBeInTheDocument();
    expect(within(bolton).queryByRole("link")).not.toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: "Nearest to M1 1AE, Manchester (your postcode)" }),
    ).toBeInTheDocument();
    expect(fetchSpy.mock.calls[0]?.[0]).toBe("/api/test-centres?limit=20");
    expect(screen.queryByRole("button", { name: "Load the example directory" })).not.toBeInTheDocument();
  });

  it("searches near a typed postcode", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(jsonResponse(200, found));
    const user = userEvent.setup();
    renderAt(<TestCentreFinder />, "/test-centers", [sessionFor("user")]);
    await screen.findByRole("list", { name: "Test centres, nearest first" });

    await user.type(screen.getByLabelText("Postcode or town"), "12 !!");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(screen.getByText("Enter a postcode or a town, such as LS1 4DY or Leeds")).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Postcode or town"));
    await user.type(screen.getByLabelText("Postcode or town"), "ls1 4dy");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await vi.waitFor(() =>
      expect(fetchSpy.mock.calls.at(-1)?.[0]).toBe("/api/test-centres?near=LS1+4DY&limit=20"),
    );
  });

  it("asks for a postcode when my profile has none, then searches near the one I type", async () => {
    const noPostcode: TestCentreSearchResult = {
      search: { by: "none" },
      centres: [],
      directory_empty: false,
    };
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async (input) =>
        jsonResponse(200, String(input).includes("near=") ? found : noPostcode),
      );
    const user = userEvent.setup();
    renderAt(<TestCentreFinder />, "/test-centers", [sessionFor("user")]);

    expect(
      await screen.findByText(/^Type a postcode above to find the test centres nearest to it\./),
    ).toBeInTheDocument();
    const box = screen.getByRole("textbox", { name: "Postcode or town" });
    expect(box).toHaveAccessibleDescription(
      "Your profile has no postcode yet, so type the one to search near.",
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByText(/went wrong|error/i)).not.toBeInTheDocument();

    // A blank search cannot help: the box asks for a postcode.
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(
      await screen.findByText("Enter a postcode or a town, such as LS1 4DY or Leeds"),
    ).toBeInTheDocument();

    await user.type(box, "M1 1AE");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByRole("list", { name: "Test centres, nearest first" })).toBeInTheDocument();
    expect(fetchSpy.mock.calls.at(-1)?.[0]).toBe("/api/test-centres?near=M1+1AE&limit=20");
  });

  it("tells a worker the directory is not loaded yet, without admin tools, and where to find a centre", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(jsonResponse(200, empty));
    renderAt(<TestCentreFinder />, "/test-centers", [sessionFor("user")]);
    expect(await screen.findByText("The test-centre directory has not been loaded yet.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load the example directory" })).not.toBeInTheDocument();
    expectOfficialLink();
  });

  it("finds a town's centres by name: no distances, no postcode lookup", async () => {
    const leeds = centre({ id: "c9", name: "Leeds Test Centre", distance_miles: null });
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async (input) =>
        jsonResponse(
          200,
          String(input).includes("near=")
            ? { search: { by: "town", town: "Leeds" }, centres: [leeds], directory_empty: false }
            : found,
        ),
      );
    const user = userEvent.setup();
    renderAt(<TestCentreFinder />, "/test-centers", [sessionFor("user")]);
    await screen.findByRole("list", { name: "Test centres, nearest first" });

    await user.type(screen.getByLabelText("Postcode or town"), " Leeds ");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByRole("heading", { name: "Test centres in Leeds" })).toBeInTheDocument();
    expect(fetchSpy.mock.calls.at(-1)?.[0]).toBe("/api/test-centres?near=Leeds&limit=20");
    expect(screen.getByRole("status")).toHaveTextContent("1 centre found");
    const item = within(screen.getByRole("list", { name: "Test centres" })).getByRole("article");
    expect(within(item).queryByText(/miles/)).not.toBeInTheDocument();
    expectOfficialLink();
  });

  it("with the postcode lookup down, says so in plain words and lists the postcode area's centres: no error", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      jsonResponse(200, {
        search: { by: "postcode_area", place: "M1 1AE", area: "M", source: "profile" },
        centres: [centre({ id: "c2", name: "Salford Test Centre", distance_miles: null })],
        directory_empty: false,
      }),
    );
    renderAt(<TestCentreFinder />, "/test-centers", [sessionFor("user")]);
    expect(
      await screen.findByRole("heading", { name: "Test centres in the M postcode area" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /^The postcode lookup service cannot be reached right now, so these centres are not sorted/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Salford Test Centre")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByText(/went wrong|administrator/i)).not.toBeInTheDocument();
    expectOfficialLink();
  });

  it("lets an admin load the example directory", async () => {
    let loaded = false;
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      if (String(input) === "/api/admin/test-centres/import-example") {
        loaded = true;
        return jsonResponse(200, { imported: 3, demo: 3 });
      }
      return jsonResponse(200, loaded ? found : empty);
    });
    const user = userEvent.setup();
    renderAt(<TestCentreFinder />, "/test-centers", [sessionFor("admin")]);

    expect(await screen.findByText("The test-centre directory has not been loaded yet.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load the example directory" }));
    expect(await screen.findByText("Loaded 3 centres, of which 3 are demo data.")).toBeInTheDocument();
    expect(await screen.findByRole("list", { name: "Test centres, nearest first" })).toBeInTheDocument();
    const call = fetchSpy.mock.calls.findIndex(([url]) => url === "/api/admin/test-centres/import-example");
    expect(sentBody(fetchSpy, call)).toEqual({});
  });

  it("shows an admin every problem in a CSV by its line", async () => {
    const listed = await problemsListed(
      {
        message: "The file has 2 problems, so nothing was imported. Fix them and import it again.",
        messageRef: { key: "places.import.failedMany", values: { count: 2 } },
        fieldErrors: { "line 3": ["postcode: Please enter a valid UK postcode"] },
        details: {
          errors: [
            {
              line: 3,
              message: "postcode: Please enter a valid UK postcode",
              key: "places.csv.postcode",
              values: { column: "postcode" },
            },
            {
              line: 5,
              message: "is_demo: must be true or false",
              key: "places.csv.trueOrFalse",
              values: { column: "is_demo" },
            },
          ],
        },
      },
      { paste: "Or paste the CSV", importButton: "Import CSV", problems: "Problems in the file" },
    );
    expect(listed).toEqual([
      "Line 3: postcode: Please enter a valid UK postcode",
      "Line 5: is_demo: must be true or false",
    ]);
    expect(
      screen.getByText("The file has 2 problems, so nothing was imported. Fix them and import it again."),
    ).toBeInTheDocument();
  });

  it("tells an admin a CSV's problems in Polish, from the catalogue's words, not the server's English", async () => {
    await showLanguage("pl");
    const listed = await problemsListed(
      {
        message:
          "Liczba problemów w pliku: 2, więc niczego nie zaimportowano. Popraw je i zaimportuj plik jeszcze raz.",
        messageRef: { key: "places.import.failedMany", values: { count: 2 } },
        fieldErrors: {},
        details: {
          errors: [
            {
              line: 1,
              message:
                "Header row: missing columns latitude, longitude. Expected: name,address,postcode,latitude,longitude,test_types,booking_url,is_demo",
              key: "places.csv.header",
              values: {
                columns: "name,address,postcode,latitude,longitude,test_types,booking_url,is_demo",
              },
              parts: [
                {
                  key: "places.csv.missingColumns",
                  values: { count: 2, columns: "latitude, longitude" },
                },
              ],
            },
            {
              line: 3,
              message: "postcode: Please enter a valid UK postcode",
              key: "places.csv.postcode",
              values: { column: "postcode" },
            },
          ],
        },
      },
      { paste: "Albo wklej CSV", importButton: "Importuj CSV", problems: "Problemy w pliku" },
    );
    expect(listed).toEqual([
      "Wiersz 1: Wiersz nagłówka: brak kolumn latitude, longitude. Oczekiwano: name,address,postcode,latitude,longitude,test_types,booking_url,is_demo",
      "Wiersz 3: postcode: wpisz poprawny brytyjski kod pocztowy",
    ]);
  });
});
