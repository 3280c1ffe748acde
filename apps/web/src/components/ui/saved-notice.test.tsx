import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { announceSaved } from "../../lib/saved-notice.ts";
import { SavedNotice } from "./saved-notice.tsx";

describe("SavedNotice", () => {
  it("says Saved after each save, for a few seconds, and not for a save made before it was drawn", () => {
    vi.useFakeTimers();
    act(() => announceSaved());
    render(<SavedNotice />);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();

    act(() => announceSaved());
    const first = screen.getByRole("status");
    expect(first).toHaveTextContent("Saved");
    // Inside a live region that was there before, so screen readers hear it.
    expect(first.parentElement).toHaveAttribute("aria-live", "polite");
    act(() => vi.advanceTimersByTime(3000));
    // A second save writes "Saved" again (a new element: screen readers hear it again) and keeps it up longer.
    act(() => announceSaved());
    expect(screen.getByRole("status")).not.toBe(first);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole("status")).toHaveTextContent("Saved");
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
