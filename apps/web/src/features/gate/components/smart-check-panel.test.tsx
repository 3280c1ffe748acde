import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bodySentTo, jsonResponse, stubApi } from "../../../test-support/fetch-stubs.ts";
import { renderAt } from "../../../test-support/render.tsx";
import { SmartCheckPanel } from "./smart-check-panel.tsx";

const scanId = "3f0e7f62-3c1a-4d7e-9f00-0c2a7e1b9d10";
const acme = { id: "5b0e7f62-3c1a-4d7e-9f00-0c2a7e1b9d11", name: "Acme Build" };

afterEach(() => vi.restoreAllMocks());

describe("the gate's Smart Check panel", () => {
  it("opens the official website, and records the answer on the scan for the chosen company", async () => {
    const fetchSpy = stubApi({
      [`POST /api/gate/scans/${scanId}/smart-check`]: () =>
        jsonResponse(201, {
          source: "smart-check",
          outcome: "no-match",
          checked_at: "2026-12-07T09:00:00.000Z",
          checker_name: "Priya Shah",
          company_name: "Acme Build",
          facts: { number: "CSCS-1", expiry_date: "2030-01-01", type: "cscs-labourer" },
          current: true,
        }),
    });
    renderAt(
      <SmartCheckPanel scanId={scanId} cardNumber="CSCS-1" companies={[acme]} defaultCompanyId={acme.id} />,
      "/gate",
    );
    const panel = await screen.findByRole("region", { name: "Check it on CSCS Smart Check" });
    expect(screen.getByRole("link", { name: /Open Smart Check/ })).toHaveAttribute(
      "href",
      "https://www.cscssmartcheck.co.uk/",
    );
    expect(screen.getByLabelText("Checking for")).toHaveValue(acme.id);
    await userEvent.click(screen.getByRole("button", { name: "It does not match" }));
    expect(await screen.findByText("Recorded: It does not match. The holder can see it.")).toBeVisible();
    expect(bodySentTo(fetchSpy, "POST", `/api/gate/scans/${scanId}/smart-check`)).toEqual({
      outcome: "no-match",
      company_id: acme.id,
    });
    expect(panel).toBeVisible();
  });

  it("records for the gate-keeper alone when they choose no company", async () => {
    const fetchSpy = stubApi({
      [`POST /api/gate/scans/${scanId}/smart-check`]: () =>
        jsonResponse(404, {
          code: "NOT_FOUND",
          category: "not_found",
          severity: "low",
          errorId: "e-1",
          message: "That scan could not be found.",
          messageRef: { key: "evidence.error.scanNotFound" },
        }),
    });
    renderAt(
      <SmartCheckPanel scanId={scanId} cardNumber="CSCS-1" companies={[acme]} defaultCompanyId={null} />,
      "/gate",
    );
    await userEvent.selectOptions(await screen.findByLabelText("Checking for"), "");
    await userEvent.click(screen.getByRole("button", { name: "It matches" }));
    await waitFor(() =>
      expect(bodySentTo(fetchSpy, "POST", `/api/gate/scans/${scanId}/smart-check`)).toEqual({
        outcome: "matches",
      }),
    );
    expect(await screen.findByText(/Only the person who made a scan can record on it/)).toBeVisible();
  });
});
