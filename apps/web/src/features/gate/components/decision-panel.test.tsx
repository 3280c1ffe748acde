import { encoded } from "@siteready/domain/fields";
import { gateCodeMessages } from "@siteready/domain/wallet";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { GateResult } from "../api/check-gate-code.ts";
import { DecisionPanel } from "./decision-panel.tsx";

const checked = (overrides: Partial<GateResult>): GateResult => ({
  outcome: "green",
  reason: encoded("gate.reason.inDate"),
  codeKind: "live",
  checkedOnline: true,
  holderName: "Dana Worker",
  holderPhoto: null,
  kind: "skills-card",
  title: "CSCS Labourer (Green)",
  type: "cscs-labourer",
  scheme: "CSCS",
  number: "CSCS-0042-7781",
  expiryDate: "2099-03-31",
  recordId: null,
  verification: null,
  scanId: null,
  smartCheck: false,
  withdrawalList: null,
  ...overrides,
});

function renderPanel(result: GateResult) {
  const onDecide = vi.fn();
  const onScanAgain = vi.fn();
  render(<DecisionPanel result={result} onDecide={onDecide} onScanAgain={onScanAgain} />);
  return { onDecide, onScanAgain, user: userEvent.setup() };
}

describe("DecisionPanel", () => {
  it("leads with Accept on a green check, and signs in only when the gate-keeper taps it", async () => {
    const { onDecide, user } = renderPanel(checked({}));
    expect(screen.getByRole("button", { name: "Accept and sign in" })).toHaveFocus();
    expect(onDecide).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Accept and sign in" }));
    expect(onDecide).toHaveBeenCalledWith({ decision: "accepted", note: null });
  });

  it("leads with Refuse on a red check, with the reason its check points to already chosen", async () => {
    const { onDecide, user } = renderPanel(checked({ outcome: "red", reason: gateCodeMessages.cardExpired }));
    expect(screen.getByRole("button", { name: "Refuse entry" })).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Accept and sign in" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Refuse entry" }));
    expect(screen.getByRole("radio", { name: "Card expired" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Refuse entry" }));
    expect(onDecide).toHaveBeenCalledWith({ decision: "refused", refusal_reason: "card-expired", note: "" });
  });

  it("lets a red check's holder in only with a reason written", async () => {
    const { onDecide, user } = renderPanel(checked({ outcome: "red", reason: gateCodeMessages.cardExpired }));
    await user.click(screen.getByRole("button", { name: "Let in anyway" }));
    await user.click(screen.getByRole("button", { name: "Sign in anyway" }));
    expect(
      screen.getByText("Write why you are letting this person in although the check is red."),
    ).toBeVisible();
    expect(onDecide).not.toHaveBeenCalled();
    await user.type(
      screen.getByRole("textbox", { name: "Why are you letting this person in?" }),
      "Renewal seen on the CSCS app",
    );
    await user.click(screen.getByRole("button", { name: "Sign in anyway" }));
    expect(onDecide).toHaveBeenCalledWith({ decision: "accepted", note: "Renewal seen on the CSCS app" });
  });

  it("never offers to sign in from a check that names nobody, leads with Scan again, and asks why on a refusal", async () => {
    const { onDecide, onScanAgain, user } = renderPanel(
      checked({ outcome: "red", reason: gateCodeMessages.liveNeedsSignal, holderName: null, title: null }),
    );
    expect(screen.getByRole("button", { name: "Scan again" })).toHaveFocus();
    expect(screen.queryByRole("button", { name: /sign in|Let in/i })).not.toBeInTheDocument();
    expect(screen.getByText(/nobody can be signed in from it/)).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Refuse entry" }));
    await user.click(screen.getByRole("button", { name: "Refuse entry" }));
    expect(screen.getByText("Choose why you are refusing entry.")).toBeVisible();
    expect(screen.getByRole("radio", { name: "Card expired" })).toHaveFocus();
    await user.click(screen.getByRole("radio", { name: "Other" }));
    await user.click(screen.getByRole("button", { name: "Refuse entry" }));
    expect(screen.getByText('With "Other", write a few words on why.')).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Details" })).toHaveFocus();
    expect(onDecide).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Back" }));
    await user.click(screen.getByRole("button", { name: "Scan again" }));
    expect(onScanAgain).toHaveBeenCalledOnce();
  });
});
