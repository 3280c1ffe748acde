import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button.tsx";

function SaveForm({ busy, onSubmit }: { busy: boolean; onSubmit: () => void }) {
  return (
    <form
      aria-label="Next of kin"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input aria-label="First name" />
      <Button type="submit" busy={busy}>
        Save
      </Button>
    </form>
  );
}

describe("Button", () => {
  it("keeps the focus while busy, and neither a press nor Enter in its form sends it again", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<SaveForm busy={false} onSubmit={onSubmit} />);
    const save = screen.getByRole("button", { name: "Save" });
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(<SaveForm busy onSubmit={onSubmit} />);
    expect(save).toHaveFocus();
    expect(save).toHaveAttribute("aria-disabled", "true");
    await user.click(save);
    await user.type(screen.getByLabelText("First name"), "Robin{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(<SaveForm busy={false} onSubmit={onSubmit} />);
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(save).toHaveFocus();
  });
});
