import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInApp, testUser } from "../../../test-support/render.tsx";
import { UnreadMessagesNotice } from "./unread-messages-notice.tsx";

const renderWith = (unread: number) =>
  renderInApp(<UnreadMessagesNotice />, {
    url: "/dashboard",
    user: testUser,
    features: { messages: { state: "enabled" } },
    seed: [[["messages", "unread"], { unread }]],
  });

describe("UnreadMessagesNotice", () => {
  it("says how many messages are unread and leads to them", () => {
    renderWith(3);
    expect(screen.getByText("You have 3 unread messages.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Open Messages" })).toHaveAttribute("href", "/messages");
  });

  it("says one message in the singular", () => {
    renderWith(1);
    expect(screen.getByText("You have 1 unread message.")).toBeVisible();
  });

  it("says nothing when every message is read", () => {
    const { container } = renderWith(0);
    expect(container).toBeEmptyDOMElement();
  });
});
