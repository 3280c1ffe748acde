/** What a visitor reaches for; a link is not one of them: it works as it is. */
const controls = "button, input, select, textarea, summary, [role='button']";
/** Controls that take typing rather than a tap: tapping them needs nothing held. */
const typedInto =
  "textarea, select, input:not([type='checkbox'], [type='radio'], [type='submit'], [type='button'])";

const controlOf = (event: Event) =>
  event.target instanceof Element ? event.target.closest<HTMLElement>(controls) : null;

/**
 * Calls `startApp` when the visitor first reaches for a control on the page (focuses or taps a button or a form
 * field), or at once with `now`. A tap on a button, or a form sent, before the app has started is held and
 * carried out once it has: a button would otherwise do nothing, and a form would be sent as a plain post. If
 * the app fails to start, the held tap is dropped (the page stays as it was, links and all) and the next one
 * tries again.
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
        held = undefined;
        starting = false;
      });
  };

  const onFocus = (event: FocusEvent) => {
    if (controlOf(event)) start();
  };
  const onClick = (event: MouseEvent) => {
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
