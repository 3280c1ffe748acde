import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppBootstrap } from "./app-bootstrap.tsx";

describe("AppBootstrap", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the start-up screen until initialisation completes", async () => {
    let finish!: () => void;
    const initialize = () => new Promise<void>((resolve) => (finish = resolve));
    render(<AppBootstrap initialize={initialize}>app ready</AppBootstrap>);
    expect(screen.getByText("Initializing SiteReady systems...")).toBeInTheDocument();
    await act(async () => finish());
    expect(screen.getByText("app ready")).toBeInTheDocument();
  });

  it("proceeds after 3 s with a console warning when initialisation hangs", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    render(<AppBootstrap initialize={() => new Promise(() => {})}>app ready</AppBootstrap>);
    await act(async () => vi.advanceTimersByTime(2999));
    expect(screen.queryByText("app ready")).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByText("app ready")).toBeInTheDocument();
    expect(warn).toHaveBeenCalledOnce();
  });

  it("proceeds on error and shows the error text as a warning", async () => {
    render(
      <AppBootstrap initialize={() => Promise.reject(new Error("Could not restore your session"))}>
        app ready
      </AppBootstrap>,
    );
    await act(async () => {});
    expect(screen.getByText("app ready")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Could not restore your session");
  });
});
