import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderAt, sentBody } from "../test-support.tsx";
import { ContactForm } from "./contact-form.tsx";

describe("ContactForm", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows a message under each field and sends nothing until they are fixed", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const user = userEvent.setup();
    renderAt(<ContactForm />, "/contact");

    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Message is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveFocus();

    await user.type(screen.getByLabelText("Email"), "dave@");
    await user.type(screen.getByLabelText("Message"), "Too short");
    await user.tab();
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Message must be at least 10 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
      expect.stringContaining("Please enter a valid email address"),
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("posts the message and confirms it was received", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(jsonResponse(201, { id: "0b6c1f9e-2a4d-4c3b-9f1e-8d7a6b5c4d3e" }));
    const user = userEvent.setup();
    renderAt(<ContactForm />, "/contact");

    await user.type(screen.getByLabelText("Name"), "Dave Kowalski");
    await user.type(screen.getByLabelText("Email"), "dave@example.com");
    await user.selectOptions(screen.getByLabelText("Topic"), "Donations");
    await user.type(screen.getByLabelText("Message"), "  How can our firm donate to the project?  ");
    await user.click(screen.getByRole("button", { name: "Send message" }));

    expect(await screen.findByRole("heading", { name: "Thanks — we've got your message" })).toHaveFocus();
    expect(screen.getByText("dave@example.com")).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledOnce();
    expect(fetchSpy.mock.calls[0]?.[0]).toBe("/api/contact");
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ method: "POST" });
    expect(sentBody(fetchSpy)).toEqual({
      name: "Dave Kowalski",
      email: "dave@example.com",
      topic: "donation",
      message: "How can our firm donate to the project?",
    });
  });

  it("prefills the topic and the signed-in sender", () => {
    renderAt(
      <ContactForm
        initialTopic="data_privacy"
        sender={{ name: "Aoife Byrne", email: "aoife@example.com" }}
      />,
      "/contact",
    );
    expect(screen.getByLabelText("Name")).toHaveValue("Aoife Byrne");
    expect(screen.getByLabelText("Email")).toHaveValue("aoife@example.com");
    expect(screen.getByLabelText("Topic")).toHaveValue("data_privacy");
  });

  it("puts the server's field messages under the fields", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      jsonResponse(400, {
        code: "VALIDATION_FAILED",
        category: "validation",
        severity: "low",
        message: "Invalid request data",
        errorId: "req-12345678",
        fieldErrors: { email: ["Please enter a valid email address"] },
        fieldErrorRefs: { email: [{ key: "validation.email" }] },
      }),
    );
    const user = userEvent.setup();
    renderAt(<ContactForm sender={{ name: "Sam", email: "sam@example.com" }} />, "/contact");
    await user.type(screen.getByLabelText("Message"), "Where do I add my CPCS card?");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid request data");
  });
});
