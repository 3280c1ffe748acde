import { formatDate, toIsoDate } from "@siteready/domain/fields";
import { citbTestBooking } from "@siteready/domain/skills-cards";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FeatureGate } from "../../features/access/components/feature-gate.tsx";
import {
  callsOf,
  errorBody,
  jsonResponse,
  overview,
  reminderSettingsFixture,
  renderWithApp,
  renewalItem,
  stubApi,
  workflowView,
} from "../../features/renewals/test-support.tsx";
import { showLanguage } from "../../i18n/i18n.ts";
import { RenewalsPage } from "./renewals.tsx";

const page = (
  <FeatureGate feature="renewals">
    <RenewalsPage />
  </FeatureGate>
);

const urgentCard = renewalItem();
const expiredPassport = renewalItem({
  kind: "document",
  id: "doc-1",
  title: "Passport",
  type: "passport",
  expiry_date: "2026-03-02",
  days_left: -10,
  urgency: "expired",
  renewal_window: {
    opens_on: "2025-12-02",
    closes_on: "2026-03-02",
    status: "expired",
    renewable: true,
    test_required: false,
    notice_days: 90,
    validity_years: null,
  },
  next_action: { key: "renewals.action.expiredRenew", values: { item: { key: "renewals.noun.passport" } } },
  link: "/documents#document-doc-1",
});
const validQualification = renewalItem({
  kind: "qualification",
  id: "q-1",
  title: "SMSTS",
  type: null,
  expiry_date: "2027-09-01",
  days_left: 538,
  urgency: "valid",
  renewal_window: {
    opens_on: "2027-06-03",
    closes_on: "2027-09-01",
    status: "not_open",
    renewable: true,
    test_required: false,
    notice_days: 90,
    validity_years: null,
  },
  next_action: { key: "renewals.action.renewFrom", values: { item: "SMSTS", date: "2027-06-03" } },
  link: "/qualifications#qualification-q-1",
});
const allItems = [expiredPassport, urgentCard, validQualification];

const settingsUrl = "/api/reminders/settings";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("RenewalsPage", () => {
  it("shows what renewing takes under the card's scheme rule: test first, the window, the source (issue 53)", async () => {
    const planned = renewalItem({
      next_action: {
        key: "renewals.plan.testFirst",
        values: { test: { key: "renewals.requirement.citbHseTest.name" }, date: "2026-04-12" },
      },
      scheme_plan: {
        basis: "scheme_rule",
        window_opens_on: "2025-10-01",
        window_closes_on: "2027-04-01",
        renewable: true,
        upgrade: null,
        prerequisites: [
          {
            kind: "test",
            requirement: "citb-hse-test",
            name: { key: "renewals.requirement.citbHseTest.name" },
            how: { key: "renewals.requirement.citbHseTest.how" },
            status: "due",
            last_done: "2024-04-12",
            counts_until: "2026-04-12",
            due_by: "2026-04-01",
          },
        ],
        booking: "test",
        source: {
          title: "CSCS: Renew or replace a CSCS card",
          url: "https://www.cscs.uk.com/applying-for-cards/renew-or-replace-a-cscs-card",
          checked_on: "2026-12-07",
        },
      },
    });
    const unknownType = renewalItem({
      id: "card-2",
      title: "Acme crane ticket",
      type: "Acme crane ticket",
      scheme_plan: {
        basis: "expiry_only",
        window_opens_on: "2026-01-01",
        window_closes_on: "2026-04-01",
        renewable: true,
        upgrade: null,
        prerequisites: [],
        booking: null,
        source: null,
      },
    });
    stubApi({
      "GET /api/renewals": () => jsonResponse(200, overview([planned, unknownType])),
      [`GET ${settingsUrl}`]: () => jsonResponse(200, reminderSettingsFixture),
    });
    renderWithApp(page, "/renewals");

    const card = await screen.findByRole("article", { name: "CSCS Skilled Worker (Blue)" });
    expect(
      within(card).getByText(
        "Book the CITB Health, Safety and Environment test first: your last pass stops counting on 12 Apr 2026",
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(card).getByText("What renewing takes"));
    expect(within(card).getByText("The scheme renews it from 1 Oct 2025 to 1 Apr 2027")).toBeInTheDocument();
    expect(within(card).getByText("CITB Health, Safety and Environment test")).toBeInTheDocument();
    expect(within(card).getByText(/To do by 1 Apr 2026/)).toBeInTheDocument();
    expect(within(card).getByText("Your last one counts until 12 Apr 2026")).toBeInTheDocument();
    expect(
      within(card).getByRole("link", {
        name: "Source: CSCS: Renew or replace a CSCS card (checked 7 Dec 2026)",
      }),
    ).toHaveAttribute("href", "https://www.cscs.uk.com/applying-for-cards/renew-or-replace-a-cscs-card");

    const unknown = screen.getByRole("article", { name: "Acme crane ticket" });
    expect(
      within(unknown).getByText(
        "SiteReady has no scheme rule for this card type, so its dates count down to the expiry alone.",
      ),
    ).toBeInTheDocument();
  });

  it("counts items per urgency and lists a card expiring in 20 days under Urgent, with its window and action", async () => {
    stubApi({
      "GET /api/renewals": () => jsonResponse(200, overview(allItems)),
      [`GET ${settingsUrl}`]: () => jsonResponse(200, reminderSettingsFixture),
    });
    renderWithApp(page, "/renewals");

    const filters = await screen.findByRole("group", { name: "Show by urgency" });
    expect(within(filters).getByRole("button", { name: /^All 3$/ })).toHaveAttribute("aria-pressed", "true");
    expect(within(filters).getByRole("button", { name: /^Urgent 1$/ })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(within(filters).getByRole("button", { name: /^Expired 1$/ })).toBeInTheDocument();
    expect(within(filters).getByRole("button", { name: /^Expiring soon 0$/ })).toBeInTheDocument();

    const urgent = screen.getByRole("region", { name: /^Urgent/ });
    const card = within(urgent).getByRole("article", { name: "CSCS Skilled Worker (Blue)" });
    expect(within(card).getByText(/Urgent · Expires in 20 days/)).toBeInTheDocument();
    expect(within(card).getByText("Expires 1 Apr 2026 · 20 days left")).toBeInTheDocument();
    expect(within(card).getByText("Renewal window open now until 1 Apr 2026")).toBeInTheDocument();
    expect(within(card).getByText("Start your renewal")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "CSCS Skilled Worker (Blue)" })).toHaveAttribute(
      "href",
      "/skills-cards#card-card-1",
    );
    expect(within(card).getByRole("button", { name: /Start renewal/ })).toBeInTheDocument();

    // Groups in order of need: expired first; documents get no renewal button.
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 3)).toEqual([
      "Expired(1)",
      "Urgent: 30 days or less(1)",
      "Valid: more than 90 days(1)",
    ]);
    const expired = screen.getByRole("region", { name: /^Expired/ });
    expect(within(expired).getByText("Passport")).toBeInTheDocument();
    expect(within(expired).queryByRole("button", { name: /renewal/ })).not.toBeInTheDocument();
    expect(screen.getByText("Renewal window opens 3 Jun 2027")).toBeInTheDocument();

    // The timeline: an image with a summary, and the same figures in a table.
    const chart = screen.getByRole("img", { name: /1 expiry in the next 12 months/ });
    expect(chart).toHaveAccessibleName(expect.stringContaining("1 in Apr 2026"));
    const table = screen.getByRole("table", { name: "Expiries per month" });
    expect(within(table).getAllByRole("row")).toHaveLength(13);
    expect(within(table).getByRole("row", { name: "Apr 2026 1" })).toBeInTheDocument();

    // The reminder settings sit at the bottom of the page.
    expect(await screen.findByRole("switch", { name: "E-mail reminders" })).toBeChecked();
  });

  it("narrows the list to one urgency and back to all", async () => {
    const fetchSpy = stubApi({
      "GET /api/renewals": () => jsonResponse(200, overview(allItems)),
      "GET /api/renewals?urgency=urgent": () => jsonResponse(200, overview([urgentCard], allItems)),
      [`GET ${settingsUrl}`]: () => jsonResponse(200, reminderSettingsFixture),
    });
    const user = userEvent.setup();
    const { router } = renderWithApp(page, "/renewals");

    await user.click(await screen.findByRole("button", { name: /^Urgent 1$/ }));

    await waitFor(() => expect(screen.queryByText("Passport")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: /^Urgent 1$/ })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: /^All 3$/ })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByText("CSCS Skilled Worker (Blue)")).toBeInTheDocument();
    expect(screen.queryByText("SMSTS")).not.toBeInTheDocument();
    expect(router.state.location.search).toBe("?urgency=urgent");
    expect(callsOf(fetchSpy).map((each) => each.call)).toContain("GET /api/renewals?urgency=urgent");

    await user.click(screen.getByRole("button", { name: /^All 3$/ }));
    expect(await screen.findByText("Passport")).toBeInTheDocument();
  });

  it("shows what the page is for when there are no dates yet", async () => {
    stubApi({
      "GET /api/renewals": () => jsonResponse(200, overview([])),
      [`GET ${settingsUrl}`]: () => jsonResponse(200, reminderSettingsFixture),
    });
    renderWithApp(page, "/renewals");
    expect(
      await screen.findByRole("heading", {
        name: "No dates yet — add your cards and documents with their expiry dates",
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add your first card" })).toHaveAttribute(
      "href",
      "/skills-cards",
    );
  });

  it("offers to continue a renewal already under way", async () => {
    stubApi({
      "GET /api/renewals": () =>
        jsonResponse(
          200,
          overview([renewalItem({ workflow: { id: "wf-1", progress: 40, next_step: "find_test_center" } })]),
        ),
      [`GET ${settingsUrl}`]: () => jsonResponse(200, reminderSettingsFixture),
    });
    renderWithApp(page, "/renewals");
    expect(await screen.findByRole("link", { name: /Continue renewal — 40%/ })).toHaveAttribute(
      "href",
      "/renewals?workflow=wf-1",
    );
  });

  it("opens the renewal already in progress when starting another answers 409", async () => {
    stubApi({
      "GET /api/renewals": () => jsonResponse(200, overview([urgentCard])),
      [`GET ${settingsUrl}`]: () => jsonResponse(200, reminderSettingsFixture),
      "POST /api/renewals/workflows": () =>
        jsonResponse(
          409,
          errorBody("CONFLICT", "A renewal of this card is already in progress", {
            details: { workflow_id: "wf-1" },
          }),
        ),
      "GET /api/renewals/workflows/wf-1": () =>
        jsonResponse(200, workflowView(["start_renewal", "select_month"])),
    });
    const user = userEvent.setup();
    const { router } = renderWithApp(page, "/renewals");

    await user.click(await screen.findByRole("button", { name: /Start renewal/ }));

    expect(
      await screen.findByRole("heading", { name: "Renew your CSCS Skilled Worker (Blue)" }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe("?workflow=wf-1");
    expect(screen.getByText("40% done")).toBeInTheDocument();
  });

  it("starts a renewal and walks every step to the new card, calling the right endpoints", async () => {
    const centre = {
      id: "tc-1",
      name: "Leeds Test Centre",
      address: "1 Park Row, Leeds",
      postcode: "LS1 5AB",
      test_types: ["Operatives"],
      booking_url: "https://example.com/book",
      is_demo: true,
      distance_miles: 0.4,
    };
    const month = toIsoDate(new Date()).slice(0, 7);
    const renewedCard = {
      id: "card-1",
      title: "CSCS Skilled Worker (Blue)",
      card_type: "cscs-skilled-worker",
      expiry_date: "2031-04-01",
    };
    const fetchSpy = stubApi({
      "GET /api/renewals": () => jsonResponse(200, overview(allItems)),
      [`GET ${settingsUrl}`]: () => jsonResponse(200, reminderSettingsFixture),
      "POST /api/renewals/workflows": () => jsonResponse(201, workflowView(["start_renewal"])),
      "POST /api/renewals/workflows/wf-1/steps/select_month": () =>
        jsonResponse(200, {
          workflow: workflowView(["start_renewal", "select_month"], {
            metadata: { select_month: { month } },
          }),
          needs_new_photos: false,
        }),
      "GET /api/test-centres": () =>
        jsonResponse(200, {
          search: { by: "distance", place: "LS1 4AP", town: "Leeds", source: "query" },
          centres: [centre],
          directory_empty: false,
        }),
      "POST /api/renewals/workflows/wf-1/steps/find_test_center": () =>
        jsonResponse(200, {
          workflow: workflowView(["start_renewal", "select_month", "find_test_center"], {
            metadata: { find_test_center: { test_centre_name: centre.name, test_centre_id: centre.id } },
          }),
          needs_new_photos: false,
        }),
      "POST /api/renewals/workflows/wf-1/steps/book_test": () =>
        jsonResponse(200, {
          workflow: workflowView(["start_renewal", "select_month", "find_test_center", "book_test"]),
          needs_new_photos: false,
        }),
      "POST /api/renewals/workflows/wf-1/steps/complete_renewal": () =>
        jsonResponse(200, {
          workflow: workflowView(
            ["start_renewal", "select_month", "find_test_center", "book_test", "complete_renewal"],
            { card: renewedCard },
          ),
          needs_new_photos: true,
        }),
    });
    const user = userEvent.setup();
    const { router } = renderWithApp(page, "/renewals", {
      renewals: { state: "enabled" },
      testCenters: { state: "enabled" },
    });

    await user.click(
      await screen.findByRole("button", { name: "Start renewal of CSCS Skilled Worker (Blue)" }),
    );

    const heading = await screen.findByRole("heading", { name: "Renew your CSCS Skilled Worker (Blue)" });
    expect(heading).toHaveFocus();
    expect(router.state.location.search).toBe("?workflow=wf-1");
    expect(screen.getByRole("progressbar", { name: "Renewal progress" })).toHaveAttribute(
      "aria-valuenow",
      "20",
    );
    expect(screen.getByText("20% done")).toBeInTheDocument();

    // select_month: this month is offered, and the past cannot be chosen.
    const monthInput = screen.getByLabelText("Month to renew");
    expect(monthInput).toHaveAttribute("min", month);
    await user.click(screen.getByRole("button", { name: "Save month" }));
    expect(await screen.findByText("40% done")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Step 3: Find a CITB test centre" })).toHaveFocus();
    expect(
      screen.getByText(`Renewing in ${formatDate(`${month}-01`).replace(/^1 /, "")}`),
    ).toBeInTheDocument();

    // find_test_center with the finder: nearest centres with miles and a Choose button.
    await user.type(screen.getByLabelText("Postcode or town"), "ls1 4ap");
    await user.click(screen.getByRole("button", { name: "Find centres" }));
    expect(await screen.findByText("0.4 miles away")).toBeInTheDocument();
    expect(screen.getByText("Example centre for trying the app, not a real one.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Choose Leeds Test Centre" }));
    expect(await screen.findByText("60% done")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Step 4: Book your CITB test" })).toHaveFocus();
    expect(screen.getByText("Test centre: Leeds Test Centre")).toBeInTheDocument();

    // book_test: CITB's own booking page, opening in a new tab.
    const booking = screen.getByRole("link", { name: /^Book your test on CITB's website/ });
    expect(booking).toHaveAttribute("href", citbTestBooking.url);
    expect(booking).toHaveAttribute("target", "_blank");
    expect(booking).toHaveAttribute("rel", "noopener noreferrer");
    await user.type(screen.getByLabelText("Booking reference"), "CITB-12345");
    await user.type(screen.getByLabelText("Test date"), "2026-03-20");
    await user.click(screen.getByRole("button", { name: "Save booking" }));
    expect(await screen.findByText("80% done")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Step 5: Apply for your new card" })).toHaveFocus();

    // complete_renewal: apply on the scheme's own site, then the old expiry plus five years and the new photos.
    expect(screen.getByRole("link", { name: /^Apply on the CSCS website/ })).toHaveAttribute(
      "href",
      "https://www.cscs.uk.com/applying-for-cards/renew-or-replace-a-cscs-card",
    );
    expect(screen.getByText("Your new card runs to 1 Apr 2031")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Confirm renewal" }));
    const done = await screen.findByRole("heading", { name: "Renewal complete" });
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByText("100% done")).toBeInTheDocument();
    expect(screen.getByText("Your new card runs to 1 Apr 2031.")).toBeInTheDocument();
    for (const side of ["Front of the new card", "Back of the new card"]) {
      expect(
        within(screen.getByRole("group", { name: side })).getByLabelText("Take a photo"),
      ).toHaveAttribute("type", "file");
    }

    const calls = callsOf(fetchSpy).filter(
      (each) => each.call.startsWith("POST") || each.call.includes("centres"),
    );
    expect(calls).toEqual([
      { call: "POST /api/renewals/workflows", body: { card_id: "card-1" } },
      { call: "POST /api/renewals/workflows/wf-1/steps/select_month", body: { metadata: { month } } },
      { call: "GET /api/test-centres?limit=5&near=LS1+4AP", body: undefined },
      {
        call: "POST /api/renewals/workflows/wf-1/steps/find_test_center",
        body: { metadata: { test_centre_name: "Leeds Test Centre", test_centre_id: "tc-1" } },
      },
      {
        call: "POST /api/renewals/workflows/wf-1/steps/book_test",
        body: { metadata: { booking_reference: "CITB-12345", test_date: "2026-03-20" } },
      },
      { call: "POST /api/renewals/workflows/wf-1/steps/complete_renewal", body: { metadata: {} } },
    ]);
  });

  it("shows the server's field errors on the step's fields", async () => {
    stubApi({
      "GET /api/renewals/workflows/wf-1": () =>
        jsonResponse(200, workflowView(["start_renewal", "select_month", "find_test_center"])),
      "POST /api/renewals/workflows/wf-1/steps/book_test": () =>
        jsonResponse(
          400,
          errorBody("VALIDATION_FAILED", "Please check the details of this step", {
            fieldErrors: { booking_reference: ["Booking reference must be 50 characters or fewer"] },
            fieldErrorRefs: {
              booking_reference: [
                {
                  key: "validation.tooLong",
                  values: { label: { key: "renewals.booking.reference" }, max: 50 },
                },
              ],
            },
          }),
        ),
    });
    const user = userEvent.setup();
    renderWithApp(page, "/renewals?workflow=wf-1");

    await user.type(await screen.findByLabelText("Booking reference"), "X");
    await user.type(screen.getByLabelText("Test date"), "2026-03-20");
    await user.click(screen.getByRole("button", { name: "Save booking" }));

    expect(await screen.findByText("Booking reference must be 50 characters or fewer")).toBeInTheDocument();
    expect(screen.getByLabelText("Booking reference")).toHaveAttribute("aria-invalid", "true");
  });

  it("lets the centre's name be typed when the test-centre finder is locked", async () => {
    const fetchSpy = stubApi({
      "GET /api/renewals/workflows/wf-1": () =>
        jsonResponse(200, workflowView(["start_renewal", "select_month"])),
      "POST /api/renewals/workflows/wf-1/steps/find_test_center": () =>
        jsonResponse(200, {
          workflow: workflowView(["start_renewal", "select_month", "find_test_center"]),
          needs_new_photos: false,
        }),
    });
    const user = userEvent.setup();
    renderWithApp(page, "/renewals?workflow=wf-1");

    expect(await screen.findByText(/The test centre finder is locked/)).toBeInTheDocument();
    expect(screen.queryByLabelText("Postcode or town")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Find a centre on CITB's website/ })).toHaveAttribute(
      "href",
      citbTestBooking.url,
    );
    await user.type(screen.getByLabelText("Test centre name"), "Pearson Centre, Leeds");
    await user.click(screen.getByRole("button", { name: "Use this centre" }));

    expect(await screen.findByText("60% done")).toBeInTheDocument();
    expect(callsOf(fetchSpy).find((each) => each.call.endsWith("/steps/find_test_center"))?.body).toEqual({
      metadata: { test_centre_name: "Pearson Centre, Leeds" },
    });
  });

  it("with the postcode lookup down, says so in words and finds the centres of a town by name", async () => {
    const leeds = {
      id: "tc-2",
      name: "Leeds Test Centre",
      address: "1 Park Row, Leeds",
      postcode: "LS1 5AB",
      latitude: 53.8,
      longitude: -1.55,
      test_types: ["Operatives"],
      booking_url: null,
      is_demo: false,
      distance_miles: null,
    };
    const fetchSpy = stubApi({
      "GET /api/renewals/workflows/wf-1": () =>
        jsonResponse(200, workflowView(["start_renewal", "select_month"])),
      "GET /api/test-centres": (_init, url) =>
        jsonResponse(
          200,
          url.includes("near=Leeds")
            ? { search: { by: "town", town: "Leeds" }, centres: [leeds], directory_empty: false }
            : {
                search: { by: "postcode_area", place: "NE1 5DL", area: "NE", source: "query" },
                centres: [],
                directory_empty: false,
              },
        ),
    });
    const user = userEvent.setup();
    renderWithApp(page, "/renewals?workflow=wf-1", {
      renewals: { state: "enabled" },
      testCenters: { state: "enabled" },
    });

    await user.type(await screen.findByLabelText("Postcode or town"), "ne1 5dl");
    await user.click(screen.getByRole("button", { name: "Find centres" }));
    expect(
      await screen.findByRole("heading", { name: "Centres in the NE postcode area" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Postcode lookup is not available right now/)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText("Postcode or town"));
    await user.type(screen.getByLabelText("Postcode or town"), "Leeds");
    await user.click(screen.getByRole("button", { name: "Find centres" }));
    expect(await screen.findByRole("heading", { name: "Centres in Leeds" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Choose Leeds Test Centre" })).toBeInTheDocument();
    expect(screen.queryByText(/miles away/)).not.toBeInTheDocument();
    expect(
      callsOf(fetchSpy)
        .map((each) => each.call)
        .filter((call) => call.includes("centres")),
    ).toEqual(["GET /api/test-centres?limit=5&near=NE1+5DL", "GET /api/test-centres?limit=5&near=Leeds"]);
  });

  it("shows the test steps of an NPORS card as not needed and its new expiry three years on", async () => {
    const npors = {
      id: "card-2",
      title: "NPORS Traditional Operator",
      card_type: "npors-traditional-operator",
      expiry_date: "2026-05-10",
    };
    stubApi({
      "GET /api/renewals/workflows/wf-1": () =>
        jsonResponse(
          200,
          workflowView(["start_renewal", "select_month"], { testRequired: false, card: npors }),
        ),
    });
    renderWithApp(page, "/renewals?workflow=wf-1");

    await screen.findByRole("heading", { name: "Renew your NPORS Traditional Operator" });
    expect(
      screen.getByText("This card needs no test to renew, so the test steps are not needed."),
    ).toBeInTheDocument();
    const steps = screen.getAllByRole("listitem");
    const byName = (name: string) => steps.find((step) => within(step).queryByRole("heading", { name }));
    expect(byName("Step 3: Find a CITB test centre")).toHaveTextContent("Not needed for this card");
    expect(byName("Step 4: Book your CITB test")).toHaveTextContent("Not needed for this card");
    expect(byName("Step 5: Apply for your new card")).toHaveTextContent("Next step");
    expect(screen.getByRole("progressbar", { name: "Renewal progress" })).toHaveAttribute(
      "aria-valuenow",
      "67",
    );
    expect(screen.getByText("Your new card runs to 10 May 2029")).toBeInTheDocument();
  });
});

describe("RenewalsPage in Polish (issue #38)", () => {
  it("names the groups, dates and next steps in Polish, the server's English included", async () => {
    await showLanguage("pl");
    stubApi({
      "GET /api/renewals": () => jsonResponse(200, overview(allItems)),
      [`GET ${settingsUrl}`]: () => jsonResponse(200, reminderSettingsFixture),
    });
    renderWithApp(page, "/renewals");

    expect(await screen.findByRole("heading", { level: 1, name: "Odnowienia" })).toBeInTheDocument();
    const filters = await screen.findByRole("group", { name: "Pokaż według pilności" });
    expect(within(filters).getByRole("button", { name: /^Wszystko 3$/ })).toBeInTheDocument();
    expect(within(filters).getByRole("button", { name: /^Pilne 1$/ })).toBeInTheDocument();

    const card = screen.getByRole("article", { name: "CSCS Skilled Worker (niebieska)" });
    expect(within(card).getByText("Ważne do 1 kwietnia 2026 · zostało 20 dni")).toBeInTheDocument();
    expect(within(card).getByText("Odnowienie możliwe teraz, do 1 kwietnia 2026")).toBeInTheDocument();
    expect(within(card).getByText("Zacznij odnawianie")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: /^Rozpocznij odnawianie/ })).toBeInTheDocument();

    const passport = screen.getByRole("article", { name: "Paszport" });
    expect(within(passport).getByText("Ważność minęła: odnów teraz — Paszport")).toBeInTheDocument();
    expect(within(passport).getByText("Dokument")).toBeInTheDocument();
    expect(screen.getByText("Odnów: SMSTS (od 3 czerwca 2027)")).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Terminy ważności w miesiącach" })).toBeInTheDocument();
    expect(await screen.findByRole("switch", { name: "Przypomnienia e-mailem" })).toBeChecked();
    expect(screen.getByText("1 dzień przed")).toBeInTheDocument();
  });
});
