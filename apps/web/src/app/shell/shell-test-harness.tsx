import userEvent from "@testing-library/user-event";
import { renderInApp, testUser } from "../../test-support/render.tsx";
import { RootLayout } from "./root-layout.tsx";

export { testUser };

/** Test-only: renders the root layout in a memory router with the session and features seeded, no network. */

export interface RenderShellOptions {
  path?: string;
  signedIn?: boolean;
  /** Signs in as an admin (implies signedIn). */
  admin?: boolean;
  /** False leaves the features query loading (the caller stubs fetch so it never answers). */
  featuresLoaded?: boolean;
  /** Switches messages on and seeds this many unread messages (the sidebar's badge). */
  unreadMessages?: number;
  /** Leaves the sign-in check unanswered (the caller stubs fetch so it never answers, or fails). */
  sessionUnknown?: boolean;
}

export function renderShell({
  path = "/",
  signedIn = false,
  admin = false,
  featuresLoaded = true,
  unreadMessages,
  sessionUnknown = false,
}: RenderShellOptions = {}) {
  const messagesOn = unreadMessages !== undefined;
  const view = renderInApp(null, {
    url: path,
    user: sessionUnknown ? undefined : admin ? { ...testUser, role: "admin" } : signedIn ? testUser : null,
    features: featuresLoaded ? (messagesOn ? { messages: { state: "enabled" } } : {}) : "loading",
    seed: messagesOn ? [[["messages", "unread"], { unread: unreadMessages }]] : [],
    routes: [{ element: <RootLayout />, children: [{ path: "*", element: <h1>Page content</h1> }] }],
  });
  return { ...view, user: userEvent.setup() };
}
