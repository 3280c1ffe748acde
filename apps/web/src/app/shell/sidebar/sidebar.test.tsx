import { storageKeys } from "@siteready/domain/features";
import { projectsEndpoints } from "@siteready/domain/projects";
import { onlineManager } from "@tanstack/react-query";
import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { installMatchMedia, setViewportWidth } from "../../../test-support/match-media.ts";
import { renderShell, testUser } from "../shell-test-harness.tsx";

const specSections = {
  Dashboard: ["Dashboard", "Profile Summary"],
  "Profile & Compliance": [
    "Personal Details",
    "Next of Kin",
    "Documents",
    "Skills Cards",
    "Qualifications",
    "Banking Details",
    "Tax Details",
  ],
  "Tools & Features": ["AI CV Optimizer", "Sharing Center", "Inductions", "Renewals Dashboard"],
  "Jobs & Projects": ["Jobs", "Projects/History", "Test Centers", "Groups"],
  "Community & Social": ["Messages", "Diggs", "Weather"],
  "Company & Support": ["Pricing", "About", "Contact", "Feedback", "Terms", "Privacy"],
};

const mainNav = () => screen.getByRole("navigation", { name: "Main" });
const sectionButton = (title: string) =>
  within(mainNav()).getByRole("button", { name: new RegExp(`^${title}`) });
const navLinkNames = () =>
  within(mainNav())
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("Sidebar on desktop", () => {
  beforeEach(() => installMatchMedia({ width: 1280 }));

  it("shows signed-out visitors only Features and the Company section, with Login and Sign Up", async () => {
    const { user } = renderShell({ path: "/" });
    expect(
      within(mainNav())
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Company & Support"]);
    await user.click(sectionButton("Company & Support"));
    expect(navLinkNames()).toEqual([
      "Features",
      "Pricing",
      "About",
      "Contact",
      "Feedback",
      "Terms",
      "Privacy",
    ]);
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/register");
    expect(screen.queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "SiteReady" })).toHaveAttribute("href", "/");
  });

  it("shows signed-in users every section and item of §2, their e-mail, Online and Logout", async () => {
    const { user } = renderShell({ path: "/", signedIn: true });
    for (const [title, labels] of Object.entries(specSections)) {
      const button = sectionButton(title);
      await user.click(button);
      const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
      expect(list).not.toBeNull();
      expect(
        within(list as HTMLElement)
          .getAllByRole("link")
          .map((link) => link.textContent?.replace(/, locked.*$/, "")),
      ).toEqual(labels);
    }
    expect(screen.queryByRole("link", { name: "Features" })).not.toBeInTheDocument();
    expect(screen.getByText(testUser.email)).toBeInTheDocument();
    expect(screen.getByText("Online")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "SiteReady" })).toHaveAttribute("href", "/dashboard");
  });

  it("has Account security in the user area, beside the e-mail, named in the icon rail too", async () => {
    const { user } = renderShell({ path: "/account-security", signedIn: true });
    const link = screen.getByRole("link", { name: "Account security" });
    expect(link).toHaveAttribute("href", "/account-security");
    expect(link).toHaveAttribute("aria-current", "page");
    await user.click(screen.getByRole("button", { name: "Collapse sidebar" }));
    expect(screen.getByRole("link", { name: "Account security" })).toHaveAttribute(
      "title",
      "Account security",
    );
  });

  it("puts the site-gate wallet first, above every section", () => {
    renderShell({ path: "/", signedIn: true });
    expect(navLinkNames()[0]).toBe("Site-Gate Wallet");
    expect(within(mainNav()).getByRole("link", { name: "Site-Gate Wallet" })).toHaveAttribute(
      "href",
      "/wallet",
    );
  });

  it("shows a locked item's badge and sends it to the coming-soon page", async () => {
    const { user } = renderShell({ path: "/", signedIn: true });
    await user.click(sectionButton("Tools & Features"));
    const link = screen.getByRole("link", { name: /^AI CV Optimizer/ });
    expect(link).toHaveAttribute("href", "/cv-optimizer?comingSoon=true");
    expect(within(link).getByText("Donate")).toBeInTheDocument();
    // Heard as locked, not as "AI CV Optimizer, Donate".
    expect(link).toHaveAccessibleName(/^AI CV Optimizer\s?, locked — donate to unlock$/);
  });

  it("shows the unread message count on Community & Social and on Messages", () => {
    renderShell({ path: "/messages", signedIn: true, unreadMessages: 4 });
    expect(sectionButton("Community & Social")).toHaveAccessibleName("Community & Social 4 unread");
    expect(within(mainNav()).getByRole("link", { name: "Messages 4 unread" })).toBeInTheDocument();
  });

  it("shows no unread badge at zero", () => {
    renderShell({ path: "/messages", signedIn: true, unreadMessages: 0 });
    expect(sectionButton("Community & Social")).toHaveAccessibleName("Community & Social");
    expect(within(mainNav()).getByRole("link", { name: "Messages" })).toBeInTheDocument();
  });

  it("opens and closes a section, saying so with aria-expanded, and remembers it", async () => {
    const { user } = renderShell({ path: "/", signedIn: true });
    const button = sectionButton("Jobs & Projects");
    const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(list).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(list).toBeVisible();
    expect(JSON.parse(localStorage.getItem(storageKeys.sidebarExpandedSections) ?? "{}")).toMatchObject({
      jobs: true,
    });

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("expands the section of the visited route and marks its item as the current page", async () => {
    const { router } = renderShell({ path: "/skills-cards", signedIn: true });
    expect(sectionButton("Profile & Compliance")).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Skills Cards" })).toHaveAttribute("aria-current", "page");
    expect(sectionButton("Jobs & Projects")).toHaveAttribute("aria-expanded", "false");

    await act(() => router.navigate("/jobs"));
    expect(sectionButton("Jobs & Projects")).toHaveAttribute("aria-expanded", "true");
    expect(sectionButton("Profile & Compliance")).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Jobs" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Skills Cards" })).not.toHaveAttribute("aria-current");
  });

  it("collapses to an icon rail, saves the choice and clears the expanded sections", async () => {
    const { user, unmount } = renderShell({ path: "/skills-cards", signedIn: true });
    expect(screen.getByRole("main")).toHaveClass("pl-[280px]");

    await user.click(screen.getByRole("button", { name: "Collapse sidebar" }));

    expect(localStorage.getItem(storageKeys.sidebarCollapsed)).toBe("true");
    expect(JSON.parse(localStorage.getItem(storageKeys.sidebarExpandedSections) ?? "")).toEqual({
      dashboard: false,
      profile: false,
      tools: false,
      jobs: false,
      community: false,
      company: false,
    });
    expect(screen.getByRole("main")).toHaveClass("pl-[72px]");
    expect(within(mainNav()).queryAllByRole("button")).toEqual([]);
    const cv = screen.getByRole("link", { name: "AI CV Optimizer, locked — donate to unlock" });
    expect(cv).toHaveAttribute("title", "AI CV Optimizer, locked — donate to unlock");
    expect(cv).toHaveTextContent("DONATE");
    expect(screen.getByRole("link", { name: "Skills Cards" })).toHaveAttribute("title", "Skills Cards");
    expect(screen.getByRole("list", { name: "Community & Social" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();

    unmount();
    renderShell({ path: "/", signedIn: true });
    expect(screen.getByRole("button", { name: "Expand sidebar" })).toBeInTheDocument();
  });

  it("shows each link in the rail by the icon its page declares, no two alike", async () => {
    const { user } = renderShell({ path: "/", signedIn: true });
    await user.click(screen.getByRole("button", { name: "Collapse sidebar" }));
    const links = within(mainNav()).getAllByRole("link");
    const icons = links.map((link) => link.querySelector("svg")?.getAttribute("class")?.split(" ")[1]);
    expect(new Set(icons).size).toBe(links.length);
    expect(icons).not.toContain("lucide-circle");
    expect(within(mainNav()).getByRole("link", { name: "Gate Check" }).querySelector("svg")).toHaveClass(
      "lucide-scan-line",
    );
  });

  it("expands again from the rail", async () => {
    localStorage.setItem(storageKeys.sidebarCollapsed, "true");
    const { user } = renderShell({ path: "/jobs", signedIn: true });
    await user.click(screen.getByRole("button", { name: "Expand sidebar" }));
    expect(localStorage.getItem(storageKeys.sidebarCollapsed)).toBe("false");
    expect(sectionButton("Jobs & Projects")).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("main")).toHaveClass("pl-[280px]");
  });

  it("collapses on its own below 1024 px without changing the saved choice", () => {
    renderShell({ path: "/", signedIn: true });
    act(() => setViewportWidth(900));
    expect(screen.getByRole("main")).toHaveClass("pl-[72px]");
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute("title", "Dashboard");
    expect(screen.queryByRole("button", { name: /sidebar/ })).not.toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.sidebarCollapsed)).toBeNull();

    act(() => setViewportWidth(1024));
    expect(screen.getByRole("main")).toHaveClass("pl-[280px]");
  });

  it("shows items without badges while the features load", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const { user } = renderShell({ path: "/", signedIn: true, featuresLoaded: false });
    await user.click(sectionButton("Tools & Features"));
    const link = screen.getByRole("link", { name: "AI CV Optimizer" });
    expect(link).toHaveAttribute("href", "/cv-optimizer");
    expect(screen.queryByText("Donate")).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it.each([
    ["slow", () => new Promise<Response>(() => {})],
    ["failing", async () => new Response("{}", { status: 403 })],
  ])(
    "keeps its frame while the sign-in check is %s: grey rows, never Login beside an error",
    async (_, answer) => {
      vi.stubGlobal("fetch", vi.fn(answer));
      renderShell({ path: "/", sessionUnknown: true });
      expect(screen.getAllByTestId("sidebar-skeleton").length).toBeGreaterThan(0);
      // Give a failing check time to fail: the frame stays, and no Login or Sign Up appears.
      await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.getAllByTestId("sidebar-skeleton").length).toBeGreaterThan(0);
      expect(screen.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
      expect(screen.queryByRole("link", { name: "Sign Up" })).not.toBeInTheDocument();
      vi.unstubAllGlobals();
    },
  );

  it("shows the Admin Dashboard link to an admin only while the features load (or cannot, offline)", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const worker = renderShell({ path: "/", signedIn: true, featuresLoaded: false });
    expect(navLinkNames()).toContain("Site-Gate Wallet");
    expect(navLinkNames()).not.toContain("Admin Dashboard");
    worker.unmount();

    renderShell({ path: "/", admin: true, featuresLoaded: false });
    expect(within(mainNav()).getByRole("link", { name: "Admin Dashboard" })).toHaveAttribute(
      "href",
      "/admin",
    );
    vi.unstubAllGlobals();
  });

  it("has a theme toggle in the footer", () => {
    renderShell({ path: "/" });
    expect(screen.getByRole("button", { name: "Switch to light mode" })).toHaveAttribute(
      "title",
      "Switch to light mode",
    );
  });
});

describe("Sidebar connection status", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => onlineManager.setOnline(true));
  });

  it("says Offline when the device loses its connection, and Online when it returns", () => {
    renderShell({ path: "/", signedIn: true });
    expect(screen.getByText("Online")).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });
    expect(screen.getByText("Offline")).toBeInTheDocument();
    expect(screen.queryByText("Online")).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(screen.getByText("Online")).toBeInTheDocument();
  });

  it("says Offline when a request cannot reach the server although the device claims a connection", async () => {
    renderShell({ path: "/", signedIn: true });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await act(async () => {
      await callEndpoint(projectsEndpoints.list, {}, { retry: false }).catch(() => undefined);
    });
    expect(screen.getByText("Offline")).toBeInTheDocument();
  });
});

describe("Sidebar below 768 px", () => {
  beforeEach(() => installMatchMedia({ width: 375 }));

  it("shows a top bar whose menu button opens the menu as a modal dialog", async () => {
    const { user } = renderShell({ path: "/dashboard", signedIn: true });
    expect(screen.getByRole("main")).not.toHaveClass("pl-[72px]", "pl-[280px]");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const menuButton = screen.getByRole("button", { name: "Open menu" });
    expect(menuButton).toHaveAttribute("aria-expanded", "false");

    await user.click(menuButton);

    const dialog = screen.getByRole("dialog", { name: "Main menu" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(menuButton.getAttribute("aria-controls")).toBe(dialog.id);
    expect(menuButton).toHaveAttribute("aria-expanded", "true");
    expect(menuButton).toHaveAccessibleName("Close menu");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    const menuNav = within(dialog).getByRole("navigation", { name: "Main" });
    expect(within(menuNav).getAllByRole("link")[0]).toHaveAccessibleName("Site-Gate Wallet");
    expect(within(dialog).getByLabelText("Theme")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Logout" })).toBeInTheDocument();
  });

  it("shows the unread message count on the closed menu's button, in words for screen readers", async () => {
    const { user } = renderShell({ path: "/dashboard", signedIn: true, unreadMessages: 2 });
    const menuButton = screen.getByRole("button", { name: "Open menu, 2 unread messages" });
    expect(within(menuButton).getByText("2")).toBeVisible();
    await user.click(menuButton);
    expect(menuButton).toHaveAccessibleName("Close menu");
  });

  it("shows no count on the menu's button at zero", () => {
    renderShell({ path: "/dashboard", signedIn: true, unreadMessages: 0 });
    const menuButton = screen.getByRole("button", { name: "Open menu" });
    expect(menuButton.textContent).toBe("");
  });

  it("leads from the menu's user area to Account security", async () => {
    const { user, router } = renderShell({ path: "/dashboard", signedIn: true });
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const dialog = screen.getByRole("dialog", { name: "Main menu" });
    await user.click(within(dialog).getByRole("link", { name: "Account security" }));
    expect(router.state.location.pathname).toBe("/account-security");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps focus inside the menu and closes it on Escape, returning focus to the menu button", async () => {
    const { user } = renderShell({ path: "/", signedIn: true });
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const dialog = screen.getByRole("dialog", { name: "Main menu" });
    const first = within(dialog).getByRole("link", { name: "SiteReady" });
    expect(first).toHaveFocus();

    await user.tab({ shift: true });
    expect(within(dialog).getByLabelText("Theme")).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const menuButton = screen.getByRole("button", { name: "Open menu" });
    expect(menuButton).toHaveFocus();
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when the backdrop or the Close button is pressed", async () => {
    const { user } = renderShell({ path: "/" });
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(screen.getByTestId("menu-backdrop"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close menu" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });

  it("closes after navigating from a link in the menu", async () => {
    const { user, router } = renderShell({ path: "/" });
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: /^Company & Support/ }));
    await user.click(within(dialog).getByRole("link", { name: "Pricing" }));

    expect(router.state.location.pathname).toBe("/pricing");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("becomes the desktop sidebar when the screen widens", () => {
    renderShell({ path: "/" });
    act(() => setViewportWidth(1280));
    expect(screen.queryByRole("button", { name: "Open menu" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Collapse sidebar" })).toBeInTheDocument();
  });
});
