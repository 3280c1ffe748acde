import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TextField } from "./text-field.tsx";

describe("TextField", () => {
  it("lets a password be shown and hidden again, keeping what was typed and the field's label", async () => {
    const user = userEvent.setup();
    render(<TextField label="Password" type="password" />);
    const field = screen.getByLabelText("Password");
    await user.type(field, "scaffold-99");
    expect(field).toHaveAttribute("type", "password");
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await user.click(toggle);
    expect(field).toHaveAttribute("type", "text");
    expect(field).toHaveValue("scaffold-99");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(field).toHaveAttribute("type", "password");
  });

  it("gives other fields no such button", () => {
    render(<TextField label="Email" type="email" />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
