import type { CvView } from "@siteready/domain/cv";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client.ts";
import { AiPolish } from "./ai-polish.tsx";

const view: CvView = {
  cv: {
    name: "Jo Bloggs",
    contact: [],
    trade: null,
    summary: "Groundworker, six years.",
    cards: [],
    qualifications: [],
    projects: [
      {
        id: "7d1f6a52-0c1e-4d4b-9a53-0f4f2b6f3c11",
        name: "Kirkstall Road flats",
        company: null,
        role: null,
        start_date: "2024-03-01",
        end_date: null,
        description: "Drainage.",
      },
    ],
    inductions: [],
    competence: [],
    driving_licence: false,
    right_to_work: false,
  },
  settings: {
    summary: "Groundworker, six years.",
    show_email: true,
    show_phone: true,
    show_town: true,
    include_driving_licence: true,
    right_to_work: false,
  },
  available: { email: false, phone: false, town: false, driving_licence: false },
  ai: { configured: true, consented_at: "2026-11-22T10:00:00.000Z" },
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function renderPolish(props: { view: CvView; isAdmin?: boolean }) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AiPolish view={props.view} isAdmin={props.isAdmin ?? false} onAccepted={() => {}} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("AI polish on the CV page", () => {
  it("shows nothing to a worker when no provider is configured", () => {
    const { container } = renderPolish({ view: { ...view, ai: { configured: false, consented_at: null } } });
    expect(container).toBeEmptyDOMElement();
  });

  it("tells an admin that AI polish is not configured", () => {
    renderPolish({ view: { ...view, ai: { configured: false, consented_at: null } }, isAdmin: true });
    expect(screen.getByRole("heading", { name: "AI polish is not configured" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Improve my summary" })).toBeNull();
  });

  it("asks for agreement before the first request", () => {
    renderPolish({ view: { ...view, ai: { configured: true, consented_at: null } } });
    expect(screen.getByRole("button", { name: "I agree, turn on AI polish" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Improve my summary" })).toBeNull();
  });

  it("shows a suggestion beside the worker's own words, editable, and saves it when used", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      if (String(input) === "/api/cv/polish") {
        return json(200, {
          target: "summary",
          original: "Groundworker, six years.",
          suggestion: "Groundworker with six years on housing sites.",
        });
      }
      if (String(input) === "/api/cv/settings" && init?.method === "PUT") {
        return json(200, { ...view, settings: { ...view.settings, ...JSON.parse(String(init.body)) } });
      }
      return json(404, { message: "not stubbed" });
    });
    const user = userEvent.setup();
    renderPolish({ view });
    await user.click(screen.getByRole("button", { name: "Improve my summary" }));

    expect(await screen.findByRole("heading", { name: "Suggestion for your summary" })).toBeVisible();
    expect(screen.getByText("Groundworker, six years.")).toBeVisible();
    const suggestion = screen.getByLabelText("Suggestion (you can edit it)");
    expect(suggestion).toHaveValue("Groundworker with six years on housing sites.");
    await user.type(suggestion, " Reliable.");
    await user.click(screen.getByRole("button", { name: "Use this" }));

    const saved = fetchSpy.mock.calls.find(([input]) => String(input) === "/api/cv/settings");
    expect(JSON.parse(String(saved?.[1]?.body))).toMatchObject({
      summary: "Groundworker with six years on housing sites. Reliable.",
    });
    expect(await screen.findByRole("button", { name: "Improve my summary" })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Suggestion for your summary" })).toBeNull();
  });

  it("shows the server's refusal when the AI named something not in the profile", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      json(422, {
        code: "VALIDATION_FAILED",
        category: "client",
        severity: "medium",
        errorId: "req-1",
        messageRef: { key: "cv.ai.fabricated" },
        message:
          "The AI's suggestion named something that is not in your profile, so we did not show it. Try again, or write it yourself.",
      }),
    );
    const user = userEvent.setup();
    renderPolish({ view });
    await user.click(screen.getByRole("button", { name: "Improve this project's description" }));
    expect(
      await screen.findByText(/named something that is not in your profile, so we did not show it/),
    ).toBeVisible();
    expect(screen.queryByRole("heading", { name: /Suggestion for/ })).toBeNull();
  });
});
