import {
  defaultFeatureCatalogue,
  resolveFeatureCatalogue,
  resolveFeaturesFor,
} from "@siteready/domain/features";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showLanguage } from "../../../i18n/i18n.ts";
import { callsOf, jsonResponse, stubApi } from "../../../test-support/fetch-stubs.ts";
import { renderInApp, testUser } from "../../../test-support/render.tsx";
import { FeatureAdminTable } from "./feature-admin-table.tsx";

const admin = { ...testUser, role: "admin" as const };
const asShipped = resolveFeaturesFor(defaultFeatureCatalogue, admin);
const allOn = resolveFeaturesFor(
  resolveFeatureCatalogue(defaultFeatureCatalogue, {
    cvOptimizer: { state: "enabled" },
    renewals: { state: "enabled" },
    groups: { state: "enabled" },
    messages: { state: "enabled" },
    sharingCenter: { state: "enabled" },
    inductions: { state: "enabled" },
    testCenters: { state: "enabled" },
    diggs: { state: "enabled" },
  }),
  admin,
);

afterEach(() => vi.restoreAllMocks());

describe("Admin → Features", () => {
  it("explains each feature's state in words beside its control", async () => {
    stubApi({ "GET /api/admin/features": () => jsonResponse(200, asShipped) });
    renderInApp(<FeatureAdminTable />, { user: admin });
    const select = await screen.findByLabelText("State of AI CV Optimizer");
    expect(select).toHaveAccessibleDescription(/^Closed\. The menu shows it with DONATE/);
    expect(screen.getByLabelText("State of Jobs")).toHaveAccessibleDescription(/^Open: everyone/);
  });

  it("says each feature's tier and who it is for in words, in the language shown", async () => {
    stubApi({ "GET /api/admin/features": () => jsonResponse(200, asShipped) });
    const { unmount } = renderInApp(<FeatureAdminTable />, { user: admin });
    expect(await screen.findByText("/admin · Admin tier · Admins only")).toBeInTheDocument();
    unmount();
    await showLanguage("pl");
    renderInApp(<FeatureAdminTable />, { user: admin });
    expect(
      await screen.findByText("/admin · Poziom administratora · Tylko administratorzy"),
    ).toBeInTheDocument();
  });

  it("filters to the closed features", async () => {
    stubApi({ "GET /api/admin/features": () => jsonResponse(200, asShipped) });
    renderInApp(<FeatureAdminTable />, { user: admin });
    await userEvent.selectOptions(await screen.findByLabelText("Show"), "closed");
    const rows = within(screen.getByRole("list", { name: "Features" })).getAllByRole("listitem");
    expect(rows).toHaveLength(8);
    expect(screen.getByText("8 of 30 features")).toBeInTheDocument();
    expect(screen.queryByLabelText("State of Jobs")).not.toBeInTheDocument();
  });

  it("switches on every finished feature after one confirmation that names them", async () => {
    let switched = false;
    const fetchSpy = stubApi({
      "GET /api/admin/features": () => jsonResponse(200, switched ? allOn : asShipped),
      "POST /api/admin/features/switch-on-finished": () => {
        switched = true;
        return jsonResponse(200, allOn);
      },
    });
    renderInApp(<FeatureAdminTable />, { user: admin });
    await userEvent.click(await screen.findByRole("button", { name: "Switch on every finished feature" }));
    expect(screen.getByRole("group", { name: /Switch on 8 features for everyone now\?/ })).toHaveTextContent(
      "AI CV Optimizer",
    );
    await userEvent.click(screen.getByRole("button", { name: "Switch on 8 features" }));
    expect(await screen.findByText("Every finished feature is switched on.")).toBeInTheDocument();
    expect(callsOf(fetchSpy).filter(({ call }) => call.startsWith("POST"))).toHaveLength(1);
  });
});
