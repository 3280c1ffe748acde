import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubApi } from "../../../test-support/fetch-stubs.ts";
import { renderInApp, testUser } from "../../../test-support/render.tsx";
import { UsersPanel } from "./users-panel.tsx";

const admin = { ...testUser, id: "admin-1", email: "ada@example.com", role: "admin" as const };

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the admin's audit log", () => {
  it("names the admin who switched a feature, 'you' for the one reading, and no account for a feature", async () => {
    stubApi({
      "GET /api/admin/users": () => jsonResponse(200, []),
      "GET /api/admin/audit-log": () =>
        jsonResponse(200, [
          {
            id: "3d1f8a52-5a43-4c39-9d61-0d5d3c0c5a01",
            action: "feature_state",
            adminId: admin.id,
            adminEmail: admin.email,
            targetEmail: null,
            detail: "Accommodation: state Enabled",
            createdAt: "2026-03-12T10:15:00.000Z",
          },
          {
            id: "3d1f8a52-5a43-4c39-9d61-0d5d3c0c5a02",
            action: "suspend",
            adminId: "admin-2",
            adminEmail: "bo@example.com",
            targetEmail: "sam@example.com",
            detail: "Fake card",
            createdAt: "2026-03-11T09:00:00.000Z",
          },
        ]),
    });
    renderInApp(<UsersPanel />, { url: "/admin?tab=users", user: admin });

    const log = await screen.findByRole("list", { name: "Audit log" });
    const [featureChange, suspension] = within(log).getAllByRole("listitem");
    expect(featureChange).toHaveTextContent(/^Changed a feature — Accommodation: state Enabledby you, /);
    expect(suspension).toHaveTextContent(/^Suspended sam@example.com — Fake cardby bo@example.com, /);
    expect(log).not.toHaveTextContent("deleted");
  });
});
