import type { ReactNode } from "react";
import { Suspense } from "react";
import { LoadingScreen } from "../../components/loading-screen.tsx";

/** The loading messages of §2, by kind of page. */
const pageLoadingMessages = {
  authentication: "Verifying authentication...",
  dashboard: "Loading dashboard...",
  profile: "Loading profile...",
  admin: "Loading admin panel...",
  generic: "Loading...",
} as const;
export type PageLoadingKind = keyof typeof pageLoadingMessages;

/** Wraps a lazily loaded page: its loading message shows while the page's chunk arrives. */
export function PageSuspense({
  kind = "generic",
  children,
}: {
  kind?: PageLoadingKind;
  children: ReactNode;
}) {
  return <Suspense fallback={<LoadingScreen message={pageLoadingMessages[kind]} />}>{children}</Suspense>;
}
