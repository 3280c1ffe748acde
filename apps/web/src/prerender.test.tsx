import { describe, expect, it } from "vitest";
import { prerenderedPaths, renderPage } from "./prerender.tsx";

/** The prerendered HTML read as a browser with scripts off would: parsed, never run. */
async function prerendered(path: string) {
  const html = await renderPage(path);
  const document = new DOMParser().parseFromString(`<div id="root">${html}</div>`, "text/html");
  return { html, document };
}

describe("prerendered pages", () => {
  it("/ is the landing page itself: its heading, its copy and the ways in, with no inline script", async () => {
    const { html, document } = await prerendered("/");
    expect(document.querySelector("h1")?.textContent).toBe(
      "Your cards and compliance, ready at the site gate",
    );
    expect(document.body.textContent).toContain("Free for everyone on site. For good.");
    expect(document.body.textContent).toContain("Warned before anything runs out");
    const links = [...document.querySelectorAll("a")].map((link) => [
      link.textContent,
      link.getAttribute("href"),
    ]);
    expect(links).toContainEqual(["Sign up free", "/register"]);
    expect(links).toContainEqual(["Log in", "/login"]);
    expect(document.querySelector("title")?.textContent).toBe("SiteReady");
    expect(html).not.toContain("<script");
  });

  it("/pricing is the pricing page with its plans and donation copy, not a loading screen", async () => {
    const { document } = await prerendered("/pricing");
    expect(document.querySelector("h1")?.textContent).toBe("Pricing");
    expect(document.body.textContent).toContain("SiteReady is free, and everything stays free.");
    expect(document.body.textContent).toContain("Donations pay for the servers");
    expect(document.body.textContent).not.toContain("Loading...");
    expect(document.querySelector("title")?.textContent).toBe("Pricing · SiteReady");
  });

  it("/login is the sign-in form, which posts rather than putting a password in the address", async () => {
    const { document } = await prerendered("/login");
    expect(document.querySelector("h1")?.textContent).toBe("Log in");
    const form = document.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.querySelector('input[type="password"]')).not.toBeNull();
  });

  it.each([
    ["/login", "Log in"],
    ["/contact", "Send message"],
    ["/feedback", "Send feedback"],
  ])(
    "%s cannot be sent before the app has started: its button waits, its form posts",
    async (path, button) => {
      const { document } = await prerendered(path);
      const form = document.querySelector("form");
      expect(form?.getAttribute("method")).toBe("post");
      const submit = form?.querySelector('button[type="submit"]');
      expect(submit?.textContent).toBe(button);
      expect(submit?.hasAttribute("disabled")).toBe(true);
    },
  );

  it("/pl/ is the landing in Polish, its links staying in Polish where a Polish page exists", async () => {
    const { document } = await prerendered("/pl/");
    expect(document.querySelector("h1")?.textContent).toBe(
      "Twoje karty i dokumenty, gotowe przy bramie budowy",
    );
    const links = [...document.querySelectorAll("a")].map((link) => [
      link.textContent,
      link.getAttribute("href"),
    ]);
    expect(links).toContainEqual(["Zaloguj się", "/pl/login"]);
    expect(links).toContainEqual(["Załóż konto za darmo", "/register"]);
    expect(links).toContainEqual(["Български", "/bg/"]);
    expect(links).toContainEqual(["English", "/"]);
  });

  it("/bg/login is the sign-in form in Bulgarian, in Cyrillic", async () => {
    const { document } = await prerendered("/bg/login");
    expect(document.querySelector("h1")?.textContent).toBe("Вход");
    expect(document.querySelector("form label")?.textContent).toBe("Имейл");
    expect(document.querySelector("title")?.textContent).toBe("Вход · SiteReady");
  });

  // The CSP runs no inline script, so a page React split out of its loading placeholder would never be swapped in.
  it.each(prerenderedPaths)(
    "%s is painted in place: no inline script, no loading placeholder",
    async (path) => {
      const { html, document } = await prerendered(path);
      expect(html).not.toContain("<script");
      expect(document.querySelector("[aria-busy]")).toBeNull();
      expect(document.querySelector("main h1")?.textContent).not.toBe("");
    },
  );
});
