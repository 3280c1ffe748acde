import { describeHttpStatus, describeNetworkFailure } from "@siteready/domain/errors";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showLanguage } from "../../i18n/i18n.ts";
import { ApiError, apiErrorFromBody } from "../../lib/api-client.ts";
import { ErrorBox } from "./error-box.tsx";

const serverError = new ApiError(describeHttpStatus(500), {
  status: 500,
  body: { ...describeHttpStatus(500), errorId: "2f6c1e0a-9d1b" },
});

const notConfigured = new ApiError(
  {
    code: "NOT_CONFIGURED",
    category: "server",
    severity: "high",
    message: "Grok AI service is not configured",
  },
  {
    status: 503,
    body: {
      code: "NOT_CONFIGURED",
      category: "server",
      severity: "high",
      message: "Grok AI service is not configured",
      errorId: "abc",
      messageRef: { key: "error.aiNotConfigured" },
    },
  },
);

describe("ErrorBox (§8)", () => {
  it("speaks plainly: a human title, the catalogue's message, what to do next; no codes or '(high)'", () => {
    render(<ErrorBox error={serverError} />);
    const box = screen.getByRole("alert");
    expect(box).toHaveTextContent("Something went wrong on our side");
    expect(box).toHaveTextContent("Server error. Please try again later.");
    expect(box).toHaveTextContent("Try again in a minute.");
    expect(box).toHaveTextContent("Serious");
    expect(box).not.toHaveTextContent("(high)");
    expect(box).not.toHaveTextContent("Error id");
    expect(box).toHaveAttribute("data-severity", "high");
  });

  it("asks for the reference only when there is one to quote", () => {
    const { unmount } = render(<ErrorBox error={serverError} />);
    expect(screen.getByRole("alert")).toHaveTextContent("When you contact us, quote the reference below.");
    unmount();
    const gatewayError = new ApiError(describeHttpStatus(502), { status: 502, body: undefined });
    render(<ErrorBox error={gatewayError} />);
    expect(screen.getByRole("alert")).toHaveTextContent("If it keeps happening, contact us.");
    expect(screen.getByRole("alert")).not.toHaveTextContent(/reference/i);
  });

  it("links a refused copy to the record the worker already has", () => {
    const copy = new ApiError(
      { code: "CONFLICT", category: "client", severity: "low", message: "You already have this card" },
      {
        status: 409,
        body: {
          code: "CONFLICT",
          category: "client",
          severity: "low",
          message: "You already have this card",
          errorId: "e-1",
          messageRef: { key: "error.duplicateCard" },
          details: { existingPath: "/skills-cards#card-42" },
        },
      },
    );
    render(
      <MemoryRouter>
        <ErrorBox error={copy} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("You already have this card");
    expect(screen.getByRole("link", { name: "Go to the one you already have" })).toHaveAttribute(
      "href",
      "/skills-cards#card-42",
    );
  });

  it("a request the browser gave up on says it is taking longer than usual, not 'No connection'", () => {
    render(<ErrorBox error={new ApiError(describeNetworkFailure("timeout"))} />);
    const box = screen.getByRole("alert");
    expect(box).toHaveTextContent("This is taking longer than usual");
    expect(box).toHaveTextContent("Your connection is working");
    expect(box).not.toHaveTextContent("No connection");
    expect(box).not.toHaveTextContent("Wi-Fi");
  });

  it("shows the error id small, and copies it for support", async () => {
    const writeText = vi.fn(async () => undefined);
    const user = userEvent.setup();
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    render(<ErrorBox error={serverError} />);
    expect(screen.getByText("2f6c1e0a-9d1b")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Copy the reference" }));
    expect(writeText).toHaveBeenCalledWith("2f6c1e0a-9d1b");
    expect(screen.getByRole("button", { name: "Copied the reference" })).toBeInTheDocument();
  });

  it("offers Try Again when it can", async () => {
    const onRetry = vi.fn();
    render(<ErrorBox error={serverError} onRetry={onRetry} />);
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("tells a worker a tool is not available yet, never which configuration is missing", () => {
    render(<ErrorBox error={notConfigured} />);
    const box = screen.getByRole("alert");
    expect(box).toHaveTextContent("This tool is not available yet");
    expect(box).not.toHaveTextContent("Grok");
    expect(box).not.toHaveTextContent("abc");
  });

  it("tells an admin which configuration is missing", () => {
    render(<ErrorBox error={notConfigured} showConfigurationDetails />);
    expect(screen.getByRole("alert")).toHaveTextContent("Grok AI service is not configured");
  });
});

describe("ErrorBox in the reader's language (issue 49)", () => {
  afterEach(() => showLanguage("en"));

  it("words the answer's message from its key and values in Polish, whatever English the body carries", async () => {
    await showLanguage("pl");
    const refused = await apiErrorFromBody(409, {
      code: "CONFLICT",
      category: "client",
      severity: "medium",
      // Words no catalogue has: the box must not depend on them.
      message: "Some English the server happened to send",
      errorId: "ref-1",
      messageRef: { key: "places.validation.tooManyPhotos", values: { max: 8 } },
    });
    render(<ErrorBox error={refused} />);
    const box = screen.getByRole("alert");
    expect(box).toHaveTextContent("Ogłoszenie może mieć najwyżej 8 zdjęć. Usuń jedno, aby dodać kolejne.");
    expect(box).not.toHaveTextContent("Some English");
    expect(box).toHaveTextContent("Kontaktując się z nami, podaj poniższy numer zgłoszenia.");
  });

  it("words a refusal with no body (a 403 from a proxy) from the catalogue's key in Polish", async () => {
    await showLanguage("pl");
    render(<ErrorBox error={await apiErrorFromBody(403, undefined)} />);
    const box = screen.getByRole("alert");
    expect(box).toHaveTextContent("Tutaj nie możesz tego zrobić");
    expect(box).not.toHaveTextContent("Access denied");
  });
});
