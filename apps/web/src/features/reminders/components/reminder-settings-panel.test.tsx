import type { ReminderSettingsView } from "@siteready/domain/reminders";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client.ts";
import { ReminderSettingsPanel } from "./reminder-settings-panel.tsx";

const settingsUrl = "/api/reminders/settings";
const tokenUrl = "/api/reminders/calendar-token";
const firstLink = "https://siteready.example/api/calendar/abc123.ics";
const secondLink = "https://siteready.example/api/calendar/def456.ics";

function json(status: number, body?: unknown) {
  return status === 204
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** A small fake of the reminders API that keeps its state, as the server would. */
function fakeServer(initial: ReminderSettingsView) {
  let settings = { ...initial };
  const links = [firstLink, secondLink];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    if (url === settingsUrl && method === "GET") return json(200, settings);
    if (url === settingsUrl && method === "PUT") {
      settings = { ...settings, ...(JSON.parse(String(init?.body)) as Partial<ReminderSettingsView>) };
      return json(200, settings);
    }
    if (url === tokenUrl && method === "POST") {
      settings = { ...settings, calendar_feed_url: links.shift() ?? null };
      return json(200, { calendar_feed_url: settings.calendar_feed_url });
    }
    if (url === tokenUrl && method === "DELETE") {
      settings = { ...settings, calendar_feed_url: null };
      return json(204);
    }
    return json(404, { message: "not stubbed" });
  });
  return spy;
}

/** Rendered on its own, with no session, features or router: the profile page will place it too. */
function renderPanel() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ReminderSettingsPanel />
    </QueryClientProvider>,
  );
}

function sent(spy: ReturnType<typeof fakeServer>, method: string, url: string) {
  return spy.mock.calls
    .filter(([input, init]) => String(input) === url && (init?.method ?? "GET") === method)
    .map(([, init]) => (typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ReminderSettingsPanel", () => {
  it("saves the chosen reminder days and the on/off switch", async () => {
    const spy = fakeServer({
      enabled: true,
      thresholds: [90, 30, 7, 0],
      calendar_feed_url: null,
      smart_check_nudge: false,
    });
    const user = userEvent.setup();
    renderPanel();

    const onOff = await screen.findByRole("switch", { name: "E-mail reminders" });
    expect(onOff).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("checkbox", { name: "90 days before" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "60 days before" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "On the day" })).toBeChecked();
    expect(screen.getByText(/Each card's own notice period .* is\s+always included/)).toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: "90 days before" }));
    await user.click(screen.getByRole("checkbox", { name: "14 days before" }));
    await user.click(screen.getByRole("checkbox", { name: "1 day before" }));
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(sent(spy, "PUT", settingsUrl)).toEqual([
      { enabled: true, thresholds: [30, 14, 7, 1, 0], smart_check_nudge: false },
    ]);

    await user.click(onOff);
    expect(onOff).toHaveAttribute("aria-checked", "false");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent(spy, "PUT", settingsUrl)).toHaveLength(2));
    expect(sent(spy, "PUT", settingsUrl)[1]).toEqual({
      enabled: false,
      thresholds: [30, 14, 7, 1, 0],
      smart_check_nudge: false,
    });
  });

  it("turns the monthly Smart Check e-mail on: off until chosen, saved with the settings", async () => {
    const spy = fakeServer({
      enabled: true,
      thresholds: [30],
      calendar_feed_url: null,
      smart_check_nudge: false,
    });
    const user = userEvent.setup();
    renderPanel();

    const nudge = await screen.findByRole("checkbox", {
      name: "Monthly e-mail: check my cards on Smart Check",
    });
    expect(nudge).not.toBeChecked();
    expect(nudge).toHaveAccessibleDescription(/Once a month, an e-mail lists your cards/);
    await user.click(nudge);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(sent(spy, "PUT", settingsUrl)).toEqual([
      { enabled: true, thresholds: [30], smart_check_nudge: true },
    ]);
  });

  it("allows at most six reminder days", async () => {
    const spy = fakeServer({
      enabled: true,
      thresholds: [90, 30, 7, 0],
      calendar_feed_url: null,
      smart_check_nudge: false,
    });
    const user = userEvent.setup();
    renderPanel();

    for (const name of ["60 days before", "14 days before", "1 day before"]) {
      await user.click(await screen.findByRole("checkbox", { name }));
    }
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Choose at most 6 reminder days");
    expect(sent(spy, "PUT", settingsUrl)).toHaveLength(0);
  });

  it("creates a calendar link, copies it, makes a new one and turns it off", async () => {
    const spy = fakeServer({
      enabled: true,
      thresholds: [90, 30, 7, 0],
      calendar_feed_url: null,
      smart_check_nudge: false,
    });
    const user = userEvent.setup();
    renderPanel();

    await user.click(await screen.findByRole("button", { name: "Create calendar link" }));
    const link = await screen.findByRole("textbox", { name: "Your calendar link" });
    expect(link).toHaveValue(firstLink);
    expect(link).toHaveAttribute("readonly");
    expect(screen.getByText(/Google Calendar/)).toBeInTheDocument();
    expect(screen.getByText(/Apple Calendar/)).toBeInTheDocument();
    expect(screen.getByText(/Add calendar from URL/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(await screen.findByText("Link copied. Now paste it into your calendar app.")).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(firstLink);

    await user.click(screen.getByRole("button", { name: "Make a new link" }));
    expect(screen.getByText(/The old link stops working/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Make a new link" }));
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Your calendar link" })).toHaveValue(secondLink),
    );

    await user.click(screen.getByRole("button", { name: "Turn off" }));
    await user.click(screen.getByRole("button", { name: "Turn off" }));
    expect(await screen.findByRole("button", { name: "Create calendar link" })).toBeInTheDocument();

    expect(sent(spy, "POST", tokenUrl)).toHaveLength(2);
    expect(sent(spy, "DELETE", tokenUrl)).toHaveLength(1);
  });
});
