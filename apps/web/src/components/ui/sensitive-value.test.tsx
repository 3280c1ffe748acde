import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client.ts";
import { SensitiveValue } from "./sensitive-value.tsx";

describe("SensitiveValue", () => {
  it("asks the server again after Hide, keeping nothing in between", async () => {
    const onReveal = vi.fn().mockResolvedValue("12345678");
    const user = userEvent.setup();
    render(<SensitiveValue label="Account number" masked="•••• 5678" onReveal={onReveal} />);

    await user.click(screen.getByRole("button", { name: "Show Account number" }));
    expect(await screen.findByText("12345678")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Hide Account number" }));
    expect(screen.getByText("•••• 5678")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show Account number" }));
    expect(await screen.findByText("12345678")).toBeInTheDocument();
    expect(onReveal).toHaveBeenCalledTimes(2);
  });

  it("says 'Not added' and offers nothing to show when no value is stored", () => {
    render(<SensitiveValue label="Company UTR" masked={null} onReveal={vi.fn()} />);
    expect(screen.getByText("Not added")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows why a value could not be shown", async () => {
    const onReveal = vi.fn().mockRejectedValue(
      new ApiError({
        code: "RATE_LIMITED",
        category: "client",
        severity: "medium",
        message: "Too many requests. Please try again later.",
        messageRef: { key: "error.tooManyRequests" },
      }),
    );
    const user = userEvent.setup();
    render(<SensitiveValue label="Sort code" masked="••-••-56" onReveal={onReveal} />);

    await user.click(screen.getByRole("button", { name: "Show Sort code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests. Please try again later.");
    expect(screen.getByText("••-••-56")).toBeInTheDocument();
  });
});
