import type { ReactNode } from "react";
import { Suspense } from "react";
import { PageSkeleton } from "../../components/page-skeleton.tsx";

/** The loading messages of §2, by kind of page. */
const pageLoadingMessages = {
  authentication: "Verifying authentication...",
  dashboard: "Loading dashboard...",
  profile: "Loading profile...",
  admin: "Loading admin panel...",
  generic: "Loading...",
} as const;
export type PageLoadingKind = keyof typeof pageLoadingMessages;

/** Wraps a lazily loaded page: its skeleton and loading message show while the page's chunk arrives. */
export function PageSuspense({
  kind = "generic",
  children,
}: {
  kind?: PageLoadingKind;
  children: ReactNode;
}) {
  return <Suspense fallback={<PageSkeleton message={pageLoadingMessages[kind]} />}>{children}</Suspense>;
}
