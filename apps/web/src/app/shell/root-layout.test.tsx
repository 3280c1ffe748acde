import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { installMatchMedia } from "../../test-support/match-media.ts";
import { renderShell } from "./shell-test-harness.tsx";

describe("RootLayout", () => {
  beforeEach(() => installMatchMedia({ width: 1280 }));

  it("puts the skip link first, then the sidebar, then the page in <main id='main'>", async () => {
    const { user } = renderShell({ path: "/dashboard", signedIn: true });
    await user.tab();
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveFocus();
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");

    const main = screen.getByRole("main");
    expect(main).toHaveAttribute("id", "main");
    expect(main).toContainElement(screen.getByRole("heading", { name: "Page content" }));
    expect(main).toHaveClass("pl-[280px]");
    expect(screen.getByRole("banner")).not.toContainElement(main);
  });
});
