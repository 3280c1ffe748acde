import type { FeatureKey, RouteAccessLevel } from "@siteready/domain/features";
import type { MessageArea, MessageKey } from "@siteready/domain/i18n";
import type { LucideIcon } from "lucide-react";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { loadAreas } from "../i18n/i18n.ts";
import type { PageLoadingKind } from "./shell/lazy-page.tsx";

/** A route's page: its own chunk (§2: pages load lazily), which `preload` can load ahead of its first render. */
export interface LazyPage {
  preload: () => Promise<unknown>;
  lazy: LazyExoticComponent<ComponentType>;
  /** The page's component once its chunk is here. */
  loaded?: ComponentType;
}

/**
 * A page's declaration, in `app/routes/<page>.route.ts` beside the page: small and loaded with the app, so the
 * router knows every path, title and access level before any page's own chunk arrives.
 */
export interface PageDeclaration {
  path: string;
  /**
   * The document title (§2 screen name) by its words in the catalogue, so tabs, history and screen readers can
   * tell pages apart in the reader's language; null for the product's name alone. Only the key travels: the
   * English is the catalogue's, not a second copy in every phone's first download.
   */
  titleKey: MessageKey | null;
  /** §2 access level; the feature key gates it by the catalogue (§4). */
  access: RouteAccessLevel;
  feature?: FeatureKey;
  loading?: PageLoadingKind;
  /** Its icon, for a page the sidebar links to: the collapsed sidebar shows links by icon alone. */
  icon?: LucideIcon;
  /** Loads the page's own chunk: `() => import("./<page>.tsx").then((page) => page.<Name>)`. */
  page: () => Promise<ComponentType>;
  /**
   * The areas whose words the page shows besides the shell's and core's (i18n.ts, alwaysLoadedAreas): they load
   * with its chunk, in the language shown, before it renders. route-areas.test.ts holds every key written in the
   * page's files (and the files they import) to these.
   */
  areas?: readonly MessageArea[];
}

export interface AppRoute extends Omit<PageDeclaration, "page" | "areas"> {
  page: LazyPage;
}

/** `preload` and the first render share one download: the page's chunk and its areas' words. */
function lazyPage(load: () => Promise<ComponentType>, areas: readonly MessageArea[] = []): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    loading ??= Promise.all([load(), loadAreas(areas)]).then(([loaded]) => {
      routePage.loaded = loaded;
      return { default: loaded };
    });
    return loading;
  };
  const routePage: LazyPage = { preload, lazy: lazy(preload) };
  return routePage;
}

/**
 * Renders a route's page. One already loaded renders in this pass: React.lazy would still suspend it once, so
 * a prerendered page taken over after its preload would stay on screen unhydrated (a tap on it not heard) until
 * a later pass.
 */
export function RoutePage({ page }: { page: LazyPage }) {
  const Page = page.loaded ?? page.lazy;
  return <Page />;
}

const declarations = import.meta.glob<PageDeclaration>("./routes/**/*.route.ts", {
  eager: true,
  import: "default",
});

/**
 * Every route of the §2 table, from the pages' declarations, by path. The router ranks paths by how specific
 * they are, not by this order; sorting only keeps the list the same from build to build.
 */
export const appRoutes: AppRoute[] = Object.values(declarations)
  .sort((a, b) => (a.path < b.path ? -1 : 1))
  .map(({ page, areas, ...route }) => ({ ...route, page: lazyPage(page, areas) }));
