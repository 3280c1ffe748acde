import { type GateSignInInput, gateRegisterDayLimitMessage } from "@siteready/domain";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showLanguage } from "../../i18n/i18n.ts";
import { gateRegisterQueueStorageKey } from "../../lib/offline-copy.ts";
import { jsonResponse, stubApi } from "../../test-support/fetch-stubs.ts";
import { renderSignedIn } from "../../test-support/render.tsx";
import { GatePage } from "./gate.tsx";

const waitingScan: GateSignInInput = {
  client_id: "7f1c1f7e-2b7e-4a57-9a53-0c1d2e3f4a5b",
  site: "Riverside Plot 4",
  holder_name: "Dana Worker",
  card_title: "CSCS Labourer (Green)",
  scheme: "CSCS",
  card_number: "CSCS-0042-7781",
  expiry_date: "2099-03-31",
  outcome: "green",
  reason: "In date.",
  code_kind: "live",
  scanned_at: "2026-11-26T07:42:00.000Z",
};

describe("the gate page when the register refuses scans", () => {
  afterEach(() => vi.restoreAllMocks());

  it("says why in the reader's language, keeps the scans on the phone, and sends them on Try again", async () => {
    await showLanguage("pl");
    localStorage.setItem("gateSite", waitingScan.site);
    localStorage.setItem(gateRegisterQueueStorageKey, JSON.stringify([waitingScan]));
    let refuse = true;
    const api = stubApi({
      "GET /api/gate/keys": () => jsonResponse(200, { keys: [] }),
      "GET /api/gate/sign-ins": () => jsonResponse(200, { sign_ins: [] }),
      "POST /api/gate/sign-ins": () =>
        refuse
          ? jsonResponse(429, {
              code: "RATE_LIMITED",
              category: "client",
              severity: "medium",
              message: gateRegisterDayLimitMessage,
              errorId: "err_gate_day",
            })
          : jsonResponse(200, { saved: 1 }),
    });
    renderSignedIn(<GatePage />, "/gate");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Twój rejestr wejść przyjął w ciągu ostatnich 24 godzin 20 000 wejść");
    const waiting = () => JSON.parse(localStorage.getItem(gateRegisterQueueStorageKey) ?? "[]");
    expect(waiting()).toEqual([waitingScan]);

    refuse = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Spróbuj ponownie" }));
    await waitFor(() => expect(waiting()).toEqual([]));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    const sends = api.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(sends).toHaveLength(2);
  });
});
