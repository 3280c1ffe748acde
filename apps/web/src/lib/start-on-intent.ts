/** What a visitor reaches for; a link is not one of them: it works as it is. */
const controls = "button, input, select, textarea, summary, [role='button']";
/** Controls that take typing rather than a tap: tapping them needs nothing held. */
const typedInto =
  "textarea, select, input:not([type='checkbox'], [type='radio'], [type='submit'], [type='button'])";

const controlOf = (event: Event) =>
  event.target instanceof Element ? event.target.closest<HTMLElement>(controls) : null;

/** A link into the site that a plain tap follows in this tab (not a new tab, a download or another site). */
function inSiteLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
  if (!link || link.hasAttribute("target") || link.hasAttribute("download")) return null;
  try {
    const page = new URL(link.baseURI);
    return new URL(link.getAttribute("href") ?? "", page).origin === page.origin ? link : null;
  } catch {
    return null; // an address that does not parse is the browser's to deal with
  }
}

/**
 * Calls `startApp` when the visitor first reaches for a control on the page (focuses or taps a button or a form
 * field), or at once with `now`. A tap on a button, or a form sent, before the app has started is held and
 * carried out once it has: a button would otherwise do nothing, and a form would be sent as a plain post. If
 * the app fails to start, the held tap is dropped (the page stays as it was, links and all) and the next one
 * tries again.
 *
 * A link works as it is until the app starts. Tapped while it is starting, it is held too and followed in the
 * app: followed by the browser meanwhile, its page load was cancelled when the starting router wrote its entry
 * into the history (Chromium drops a pending page load on `history.replaceState`), and the tap was lost. If the
 * app then fails to start, the held link is followed as a page load.
 */
export function startOnIntent(
  startApp: () => Promise<void>,
  { now = false, root = document }: { now?: boolean; root?: Document } = {},
) {
  let starting = false;
  let held: { control: HTMLElement } | { form: HTMLFormElement } | undefined;

  const carryOutHeld = () => {
    const action = held;
    held = undefined;
    if (!action) return;
    if ("control" in action) {
      if (action.control.isConnected) action.control.click();
    } else if (action.form.isConnected) {
      action.form.requestSubmit();
    }
  };

  const start = () => {
    if (starting) return;
    starting = true;
    startApp()
      .then(() => {
        root.removeEventListener("focusin", onFocus, true);
        root.removeEventListener("click", onClick, true);
        root.removeEventListener("submit", onSubmit, true);
        carryOutHeld();
      })
      .catch((error: unknown) => {
        console.warn("The app did not start", error);
        const link =
          held && "control" in held && held.control instanceof HTMLAnchorElement ? held.control : null;
        held = undefined;
        starting = false;
        if (link) location.assign(link.href);
      });
  };

  const onFocus = (event: FocusEvent) => {
    if (controlOf(event)) start();
  };
  const onClick = (event: MouseEvent) => {
    const link = starting ? inSiteLinkOf(event) : null;
    if (link) {
      event.preventDefault();
      event.stopImmediatePropagation();
      held = { control: link };
      return;
    }
    const control = controlOf(event);
    if (!control) return;
    start();
    if (control.matches(typedInto)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = { control };
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = { form: event.target };
    start();
  };

  root.addEventListener("focusin", onFocus, true);
  root.addEventListener("click", onClick, true);
  root.addEventListener("submit", onSubmit, true);
  if (now) start();
}
