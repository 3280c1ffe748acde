import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubApi } from "../../../test-support/fetch-stubs.ts";
import { renderAt } from "../../../test-support/render.tsx";
import { TierPolicySwitch } from "./billing-admin.tsx";

describe("TierPolicySwitch", () => {
  afterEach(() => vi.restoreAllMocks());

  function switchWithSave(save: () => Promise<Response>) {
    stubApi({
      "GET /api/admin/tier-policy": () => jsonResponse(200, { policy: "free_for_everyone" }),
      "PUT /api/admin/tier-policy": save,
    });
    renderAt(<TierPolicySwitch />, "/admin");
  }

  it("shows the choice from the click on, while it is saved, and says when it is", async () => {
    let answer: (response: Response) => void = () => {};
    const saveAnswered = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    switchWithSave(() => saveAnswered);
    const tiered = await screen.findByRole("radio", { name: /Tiered as the plans table/ });
    expect(screen.getByRole("radio", { name: /Free for everyone/ })).toBeChecked();

    fireEvent.click(tiered);
    // In the click itself: the mutation's own state arrives later, and React would have put the radio back.
    expect(tiered).toBeChecked();
    expect(tiered).toBeDisabled();

    answer(jsonResponse(200, { policy: "tiered" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Saved");
    expect(tiered).toBeChecked();
    expect(tiered).toBeEnabled();
  });

  it("falls back to the saved policy when the save fails", async () => {
    switchWithSave(async () =>
      jsonResponse(400, { code: "VALIDATION_FAILED", message: "The policy changed meanwhile" }),
    );
    fireEvent.click(await screen.findByRole("radio", { name: /Tiered as the plans table/ }));
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /Free for everyone/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: /Tiered as the plans table/ })).toBeEnabled();
  });
});
