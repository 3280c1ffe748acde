import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../../features/marketing/test-support.tsx";
import { ContactPage } from "./contact.tsx";

const session = {
  session: { expiresAt: "2026-12-01T00:00:00.000Z" },
  user: {
    id: "4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
    email: "aoife@example.com",
    name: "Aoife Byrne",
    firstName: "Aoife",
    lastName: "Byrne",
    image: null,
    role: "user",
    subscriptionTier: "free",
    onboardingCompleted: true,
  },
};

describe("ContactPage", () => {
  it("prefills the topic from ?topic= and the signed-in user's name and e-mail", () => {
    renderAt(<ContactPage />, "/contact?topic=donation", [[["session"], session]]);
    expect(screen.getByRole("heading", { level: 1, name: "Contact us" })).toBeInTheDocument();
    expect(screen.getByLabelText("Topic")).toHaveValue("donation");
    expect(screen.getByLabelText("Name")).toHaveValue("Aoife Byrne");
    expect(screen.getByLabelText("Email")).toHaveValue("aoife@example.com");
  });

  it("falls back to a general question for an unknown topic", () => {
    renderAt(<ContactPage />, "/contact?topic=sales", [[["session"], null]]);
    expect(screen.getByLabelText("Topic")).toHaveValue("general");
    expect(screen.getByLabelText("Name")).toHaveValue("");
  });
});
