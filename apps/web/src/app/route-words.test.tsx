import { formatMessage } from "@siteready/domain";
import { catalogues } from "@siteready/domain/catalogues";
import { render, screen } from "@testing-library/react";
import { afterAll, describe, expect, it, vi } from "vitest";

/**
 * Pages rendered with only the catalogue areas their route loads (the test setup loads every area into the
 * shared store, which would hide a word taken from an area the route leaves out): English met as text is then
 * matched against fewer patterns, and a less specific one can win ("Expires {date}" over "Expires in {days}
 * days" gave "Ważna do in 20 days").
 */
async function pageWithItsAreas(path: string) {
  vi.resetModules();
  const store = await import("../i18n/i18n.ts");
  const { appRoutes } = await import("./route-table.tsx");
  const route = appRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  await store.showLanguage("pl");
  await route.page.preload();
  return store;
}

describe("a page's words with only its route's areas loaded", () => {
  afterAll(() => {
    vi.resetModules();
  });

  it("writes a skills card's days left in Polish", async () => {
    await pageWithItsAreas("/skills-cards");
    const { SkillsCardFace } = await import("../features/skills-cards/components/skills-card-face.tsx");
    const { isoDateInDays, skillsCard } = await import(
      "../features/skills-cards/components/skills-card-test-data.ts"
    );
    const card = skillsCard({ card_type: "cpcs-competent-operator", expiry_date: isoDateInDays(20) });
    render(<SkillsCardFace card={card} holderName="Jan Kowalski" />);

    const urgent = formatMessage(catalogues.pl, "pl", "shell.ui.urgency.urgent");
    const daysLeft = formatMessage(catalogues.pl, "pl", "shell.ui.urgency.expiresIn", { days: 20 });
    expect(screen.getByText(`${urgent} · ${daysLeft}`)).toBeInTheDocument();
    expect(screen.queryByText(/days/)).not.toBeInTheDocument();
  });
});
