import { createContext, useContext } from "react";

/**
 * True when the page on screen came as prerendered HTML (the landing and marketing pages) and React took it
 * over (hydration), and while prerendering it. Such a page stays on screen while the app asks the server what
 * it needs, rather than giving way to a loading screen.
 */
export const PaintedFromServerContext = createContext(false);

export const usePaintedFromServer = () => useContext(PaintedFromServerContext);
