import { afterEach, describe, expect, it, vi } from "vitest";
import { startOnIntent } from "./start-on-intent.ts";

/** A fresh document each test: startOnIntent's listeners live on the document it is given. */
function page(html: string) {
  const doc = document.implementation.createHTMLDocument("page");
  doc.body.innerHTML = html;
  return doc;
}

/** A start the test finishes (or fails) when it chooses, as a slow connection would. */
function controlledStart() {
  const calls: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const startApp = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { startApp, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe("startOnIntent", () => {
  it("starts nothing while the visitor only reads, follows a link or taps the page's text", async () => {
    const doc = page('<p id="text">Read me</p><a id="link" href="#pricing">Pricing</a>');
    const { startApp } = controlledStart();
    startOnIntent(startApp, { root: doc });
    const linkClick = new MouseEvent("click", { bubbles: true, cancelable: true });
    doc.getElementById("link")?.dispatchEvent(linkClick);
    doc.getElementById("text")?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    await settle();
    expect(startApp).not.toHaveBeenCalled();
    expect(linkClick.defaultPrevented).toBe(false);
  });

  it("holds a tap on a button until the app has started, then carries it out once", async () => {
    const doc = page('<button id="menu" type="button"><svg id="icon"></svg></button>');
    const { startApp, calls } = controlledStart();
    startOnIntent(startApp, { root: doc });
    const menu = doc.getElementById("menu") as HTMLButtonElement;
    const heard = vi.fn();
    menu.addEventListener("click", heard);

    const tap = new MouseEvent("click", { bubbles: true, cancelable: true });
    doc.getElementById("icon")?.dispatchEvent(tap);
    expect(startApp).toHaveBeenCalledTimes(1);
    expect(tap.defaultPrevented).toBe(true);
    expect(heard).not.toHaveBeenCalled();

    calls[0]?.resolve();
    await settle();
    expect(heard).toHaveBeenCalledTimes(1);

    // Once the app is there, taps go straight to it.
    menu.click();
    expect(heard).toHaveBeenCalledTimes(2);
    expect(startApp).toHaveBeenCalledTimes(1);
  });

  it("starts the app on focusing a field, holding nothing, and lets typing go on", async () => {
    const doc = page('<form><input id="email" type="email"></form>');
    const { startApp, calls } = controlledStart();
    startOnIntent(startApp, { root: doc });
    const email = doc.getElementById("email") as HTMLInputElement;
    email.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    const tapOnField = new MouseEvent("click", { bubbles: true, cancelable: true });
    email.dispatchEvent(tapOnField);
    expect(startApp).toHaveBeenCalledTimes(1);
    expect(tapOnField.defaultPrevented).toBe(false);
    calls[0]?.resolve();
    await settle();
  });

  it("holds a form sent before the app has started (no plain post) and sends it through the app after", async () => {
    const doc = page('<form id="login" method="post"><input name="email"></form>');
    const { startApp, calls } = controlledStart();
    startOnIntent(startApp, { root: doc });
    const form = doc.getElementById("login") as HTMLFormElement;
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    const resent = vi.spyOn(form, "requestSubmit").mockImplementation(() => undefined);
    calls[0]?.resolve();
    await settle();
    expect(resent).toHaveBeenCalledTimes(1);
  });

  it("with `now`, starts at once and still holds a tap made before the app is there", async () => {
    const doc = page('<button id="send" type="submit">Log in</button>');
    const { startApp, calls } = controlledStart();
    startOnIntent(startApp, { now: true, root: doc });
    expect(startApp).toHaveBeenCalledTimes(1);
    const send = doc.getElementById("send") as HTMLButtonElement;
    const heard = vi.fn();
    send.addEventListener("click", heard);
    const tap = new MouseEvent("click", { bubbles: true, cancelable: true });
    send.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    calls[0]?.resolve();
    await settle();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(startApp).toHaveBeenCalledTimes(1);
  });

  it("drops the held tap when the app cannot start, and tries again on the next one", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const doc = page('<button id="menu" type="button">Menu</button>');
    const { startApp, calls } = controlledStart();
    startOnIntent(startApp, { root: doc });
    const menu = doc.getElementById("menu") as HTMLButtonElement;
    const heard = vi.fn();
    menu.addEventListener("click", heard);

    menu.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    calls[0]?.reject(new Error("Failed to fetch dynamically imported module"));
    await settle();
    expect(heard).not.toHaveBeenCalled();

    menu.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(startApp).toHaveBeenCalledTimes(2);
    calls[1]?.resolve();
    await settle();
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
