import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderAt, sentBody } from "../test-support.tsx";
import { FeedbackForm } from "./feedback-form.tsx";

const created = () => jsonResponse(201, { id: "0b6c1f9e-2a4d-4c3b-9f1e-8d7a6b5c4d3e" });

describe("FeedbackForm", () => {
  afterEach(() => vi.restoreAllMocks());

  it("needs a feature to vote for, then posts the vote and thanks the voter", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(created());
    const user = userEvent.setup();
    renderAt(<FeedbackForm />, "/feedback");

    await user.click(screen.getByRole("radio", { name: "Vote for a feature" }));
    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    expect(await screen.findByText("Feature is required")).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText("Feature"), "Accommodation");
    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    expect(
      await screen.findByRole("heading", { name: "Thanks — your vote for Accommodation is in" }),
    ).toHaveFocus();
    expect(fetchSpy.mock.calls[0]?.[0]).toBe("/api/feedback");
    expect(sentBody(fetchSpy)).toEqual({ kind: "vote", featureKey: "diggs" });
  });

  it("lists features that are not unlocked yet first", () => {
    renderAt(<FeedbackForm />, "/feedback");
    const groups = screen.getAllByRole("group").filter((group) => group.tagName === "OPTGROUP");
    expect(groups.map((group) => group.getAttribute("label"))).toEqual(["Not unlocked yet", "Available now"]);
    expect(groups[0]).toHaveTextContent("AI CV Optimizer");
    expect(screen.queryByRole("option", { name: "Admin Dashboard" })).not.toBeInTheDocument();
  });

  it("asks for a description of a problem", async () => {
    const user = userEvent.setup();
    renderAt(<FeedbackForm />, "/feedback");
    await user.click(screen.getByRole("radio", { name: "Report a problem" }));
    await user.type(screen.getByLabelText("Message"), "Broken");
    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    expect(await screen.findByText("Message must be at least 10 characters")).toBeInTheDocument();
  });

  it("asks a signed-out visitor for an e-mail to send updates to, but not a signed-in user", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(created());
    const user = userEvent.setup();
    const { unmount } = renderAt(<FeedbackForm initialKind="request_updates" initialFeature="inductions" />);
    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    expect(
      await screen.findByText("Enter your email so we can tell you when it is ready"),
    ).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    unmount();

    renderAt(
      <FeedbackForm
        initialKind="request_updates"
        initialFeature="inductions"
        signedInEmail="sam@example.com"
      />,
    );
    expect(screen.queryByLabelText("Email")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    expect(await screen.findByText("We'll e-mail sam@example.com when it's ready.")).toBeInTheDocument();
    expect(sentBody(fetchSpy)).toEqual({ kind: "request_updates", featureKey: "inductions" });
  });
});
