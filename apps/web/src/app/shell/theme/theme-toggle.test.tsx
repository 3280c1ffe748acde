import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installMatchMedia, setPrefersDark } from "../../../test-support/match-media.ts";
import { ThemeToggle } from "./theme-toggle.tsx";

const root = document.documentElement;

describe("ThemeToggle", () => {
  beforeEach(() => installMatchMedia({ prefersDark: false }));
  afterEach(() => {
    root.classList.remove("dark");
    root.style.colorScheme = "";
  });

  it("cycles light → dark → system → light with the spec's tooltips, saving each mode", async () => {
    const user = userEvent.setup();
    render(<ThemeToggle variant="button" />);
    const button = screen.getByRole("button");

    // Default is system; the tooltip names what the next press does.
    expect(button).toHaveAccessibleName("Switch to light mode");
    expect(button).toHaveAttribute("title", "Switch to light mode");

    await user.click(button);
    expect(localStorage.getItem("theme")).toBe("light");
    expect(root).not.toHaveClass("dark");
    expect(root.style.colorScheme).toBe("light");
    expect(button).toHaveAccessibleName("Switch to dark mode");
    expect(button).toHaveAttribute("title", "Switch to dark mode");

    await user.click(button);
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(root).toHaveClass("dark");
    expect(root.style.colorScheme).toBe("dark");
    expect(button).toHaveAccessibleName("Switch to system preference");
    expect(button).toHaveAttribute("title", "Switch to system preference");

    await user.click(button);
    expect(localStorage.getItem("theme")).toBe("system");
    expect(root).not.toHaveClass("dark");
    expect(button).toHaveAccessibleName("Switch to light mode");
  });

  it("starts from the stored mode", () => {
    localStorage.setItem("theme", "dark");
    render(<ThemeToggle />);
    expect(screen.getByRole("button")).toHaveAccessibleName("Switch to system preference");
    expect(root).toHaveClass("dark");
  });

  it("treats an unknown stored value as system", () => {
    localStorage.setItem("theme", "sepia");
    render(<ThemeToggle />);
    expect(screen.getByRole("button")).toHaveAccessibleName("Switch to light mode");
  });

  it("follows the device's preference live in system mode only", async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);
    expect(root).not.toHaveClass("dark");

    act(() => setPrefersDark(true));
    expect(root).toHaveClass("dark");
    expect(root.style.colorScheme).toBe("dark");

    await user.click(screen.getByRole("button")); // now light
    expect(root).not.toHaveClass("dark");
    act(() => setPrefersDark(false));
    act(() => setPrefersDark(true));
    expect(root).not.toHaveClass("dark");
  });

  it("offers the three modes in a labelled dropdown", async () => {
    const user = userEvent.setup();
    render(<ThemeToggle variant="dropdown" />);
    const select = screen.getByLabelText("Theme");
    expect(select).toHaveValue("system");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Light",
      "Dark",
      "System",
    ]);

    await user.selectOptions(select, "Dark");
    expect(select).toHaveValue("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(root).toHaveClass("dark");

    await user.selectOptions(select, "Light");
    expect(localStorage.getItem("theme")).toBe("light");
    expect(root).not.toHaveClass("dark");
  });

  it("keeps every toggle on screen in step", async () => {
    const user = userEvent.setup();
    render(
      <>
        <ThemeToggle variant="button" />
        <ThemeToggle variant="dropdown" />
      </>,
    );
    await user.click(screen.getByRole("button"));
    expect(screen.getByLabelText("Theme")).toHaveValue("light");
    await user.selectOptions(screen.getByLabelText("Theme"), "Dark");
    expect(screen.getByRole("button")).toHaveAccessibleName("Switch to system preference");
  });

  it("follows a change made in another tab", () => {
    render(<ThemeToggle />);
    act(() => {
      localStorage.setItem("theme", "dark");
      window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "dark" }));
    });
    expect(screen.getByRole("button")).toHaveAccessibleName("Switch to system preference");
    expect(root).toHaveClass("dark");
  });
});
