/**
 * A controllable window.matchMedia for component tests. happy-dom evaluates widths but cannot change the
 * colour-scheme preference at run time; this stub answers both and fires `change` like a browser does.
 * Supports `(min-width: Npx)`, `(max-width: Npx)` and `(prefers-color-scheme: dark|light)`, joined by `and`.
 */

interface Device {
  width: number;
  prefersDark: boolean;
}

const device: Device = { width: 1280, prefersDark: false };
const lists = new Set<FakeMediaQueryList>();

function conditionMatches(condition: string): boolean {
  const match = /^\(\s*([a-z-]+)\s*:\s*([a-z0-9.]+)\s*\)$/.exec(condition.trim());
  if (!match) throw new Error(`match-media stub: unsupported query "${condition}"`);
  const [, feature, value = ""] = match;
  switch (feature) {
    case "min-width":
      return device.width >= Number.parseFloat(value);
    case "max-width":
      return device.width <= Number.parseFloat(value);
    case "prefers-color-scheme":
      return (value === "dark") === device.prefersDark;
    default:
      throw new Error(`match-media stub: unsupported feature "${feature}"`);
  }
}

function queryMatches(query: string): boolean {
  return query.split(/\band\b/).every(conditionMatches);
}

class FakeMediaQueryList extends EventTarget implements MediaQueryList {
  onchange: MediaQueryList["onchange"] = null;
  lastMatches: boolean;

  constructor(readonly media: string) {
    super();
    this.lastMatches = queryMatches(media);
  }

  get matches() {
    return queryMatches(this.media);
  }

  /** Deprecated in browsers but part of the interface. */
  addListener(listener: (event: MediaQueryListEvent) => void) {
    this.addEventListener("change", listener as EventListener);
  }

  removeListener(listener: (event: MediaQueryListEvent) => void) {
    this.removeEventListener("change", listener as EventListener);
  }
}

function notifyChanges() {
  for (const list of lists) {
    const matches = list.matches;
    if (matches === list.lastMatches) continue;
    list.lastMatches = matches;
    const event = new MediaQueryListEvent("change", { matches, media: list.media });
    list.dispatchEvent(event);
    list.onchange?.call(list, event);
  }
}

const originalMatchMedia = Object.getOwnPropertyDescriptor(window, "matchMedia");

/** Puts the environment's own window.matchMedia back (test files share one window; setup.ts calls it). */
export function restoreMatchMedia() {
  lists.clear();
  if (originalMatchMedia) Object.defineProperty(window, "matchMedia", originalMatchMedia);
  else Reflect.deleteProperty(window, "matchMedia");
}

/** Replaces window.matchMedia; call in beforeEach. Defaults: a 1280 px wide screen preferring light. */
export function installMatchMedia(initial: Partial<Device> = {}) {
  lists.clear();
  Object.assign(device, { width: 1280, prefersDark: false }, initial);
  window.innerWidth = device.width;
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => {
      const list = new FakeMediaQueryList(query);
      lists.add(list);
      return list;
    },
  });
}

export function setViewportWidth(width: number) {
  device.width = width;
  window.innerWidth = width;
  notifyChanges();
}

export function setPrefersDark(prefersDark: boolean) {
  device.prefersDark = prefersDark;
  notifyChanges();
}
