import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, sentBody } from "../../../test-support/fetch-stubs.ts";
import { renderAt } from "../../../test-support/render.tsx";
import { SupervisorConfirm } from "./supervisor-confirm.tsx";

const token = "t".repeat(43);
const view = {
  worker_name: "Marta Nowak",
  supervisor_name: "Sam Lee",
  kind: "toolbox_talk",
  title: "Working at height",
  provider: "Northern Groundworks",
  date: "2026-11-03",
  hours: 0.5,
  expires_at: "2026-12-21T10:00:00.000Z",
};

describe("the supervisor's confirm page", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the entry, asks for a name and an answer, and thanks the supervisor", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async (input) =>
        String(input).endsWith("/answer")
          ? jsonResponse(200, { decision: "confirm", at: "2026-12-07T10:00:00.000Z" })
          : jsonResponse(200, view),
      );
    const user = userEvent.setup();
    renderAt(<SupervisorConfirm token={token} />, "/confirm");
    expect(await screen.findByText("Working at height")).toBeInTheDocument();
    expect(screen.getByText("0.5 hours")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send my answer" }));
    expect(await screen.findByText("Your name is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Your name"), "Samuel Lee");
    await user.click(screen.getByRole("radio", { name: "I confirm this" }));
    await user.click(screen.getByRole("button", { name: "Send my answer" }));
    expect(await screen.findByText("Thank you. You confirmed this entry.")).toBeInTheDocument();
    expect(sentBody(fetchSpy, 1)).toEqual({ token, name: "Samuel Lee", decision: "confirm" });
  });

  it("says in words that a link was already used", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      jsonResponse(410, {
        code: "HTTP_ERROR",
        category: "client",
        severity: "low",
        errorId: "req-1",
        message: "This link has already been used. Each confirmation link works once.",
        messageRef: { key: "competence.link.used" },
      }),
    );
    renderAt(<SupervisorConfirm token={token} />, "/confirm");
    expect(
      await screen.findByText("This link has already been used. Each confirmation link works once."),
    ).toBeInTheDocument();
  });
});
