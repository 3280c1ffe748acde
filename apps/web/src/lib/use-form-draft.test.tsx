import { DRAFT_AUTOSAVE_MS, DRAFT_CLEANUP_MS, DRAFT_TTL_MS, draftStorageKey } from "@siteready/domain/drafts";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../app/shell/shell-test-harness.tsx";
import { DraftBanner } from "../components/draft-banner.tsx";
import { momentIn } from "../i18n/moment-in.ts";
import { clearAllDrafts, DRAFT_CLEANUP_STORAGE_KEY } from "./draft-storage.ts";
import { createQueryClient } from "./query-client.ts";
import { useFormDraft } from "./use-form-draft.ts";

interface SignUpValues {
  email: string;
  first_name: string;
  password: string;
  confirm_password: string;
}

/** A form with password boxes, to prove they never reach storage. */
function DraftedForm({ recordId }: { recordId?: string }) {
  const form = useForm<SignUpValues>({
    defaultValues: { email: "", first_name: "", password: "", confirm_password: "" },
  });
  const draft = useFormDraft(form, "personalDetails", recordId);
  return (
    <form>
      <DraftBanner draft={draft.draft} onRestore={draft.restore} onDiscard={draft.discard} />
      <label>
        First name
        <input {...form.register("first_name")} />
      </label>
      <label>
        Email
        <input {...form.register("email")} />
      </label>
      <label>
        Password
        <input type="password" {...form.register("password")} />
      </label>
      <label>
        Confirm password
        <input type="password" {...form.register("confirm_password")} />
      </label>
    </form>
  );
}

const key = draftStorageKey(testUser.id, "personalDetails");

/** Renders `ui` for a signed-in user (drafts belong to one user). */
function renderFor(ui: ReactElement, userId = testUser.id) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(["session"], {
    session: { expiresAt: "2099-01-01T00:00:00Z" },
    user: { ...testUser, id: userId },
  });
  return render(ui, {
    wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
  });
}
const stored = () => JSON.parse(localStorage.getItem(key) ?? "null");

function storeDraft(
  storageKey: string,
  timestamp: number,
  data: Record<string, string> = { first_name: "Ann" },
) {
  localStorage.setItem(storageKey, JSON.stringify({ data, timestamp, formType: "personalDetails" }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe("useFormDraft", () => {
  it("saves every 30 seconds once the user has typed, and never the passwords", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderFor(<DraftedForm />);

    await act(() => vi.advanceTimersByTimeAsync(DRAFT_AUTOSAVE_MS));
    expect(stored()).toBeNull();

    await user.type(screen.getByLabelText("First name"), "Ann");
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.type(screen.getByLabelText("Confirm password"), "secret123");
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_AUTOSAVE_MS));

    expect(stored()).toMatchObject({ formType: "personalDetails", data: { first_name: "Ann", email: "" } });
    expect(stored().data).not.toHaveProperty("password");
    expect(stored().data).not.toHaveProperty("confirm_password");
    expect(localStorage.getItem(key)).not.toContain("secret123");
  });

  it("saves nothing while no meaningful field is filled in", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderFor(<DraftedForm />);

    await user.type(screen.getByLabelText("Password"), "secret123");
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_AUTOSAVE_MS));
    expect(stored()).toBeNull();
  });

  it("saves when the page is hidden and when the form goes away", async () => {
    const user = userEvent.setup();
    const view = renderFor(<DraftedForm />);
    await user.type(screen.getByLabelText("First name"), "Ann");

    Object.defineProperty(document, "visibilityState", { configurable: true, value: "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
    Reflect.deleteProperty(document, "visibilityState");
    expect(stored()?.data.first_name).toBe("Ann");

    await user.type(screen.getByLabelText("First name"), "a");
    view.unmount();
    expect(stored()?.data.first_name).toBe("Anna");
  });

  it("offers a stored draft back, and Restore fills the form", async () => {
    storeDraft(key, Date.now(), { first_name: "Ann", email: "ann@example.com" });
    const user = userEvent.setup();
    renderFor(<DraftedForm />);

    expect(
      screen.getByText(
        `You have unsaved changes from ${momentIn(stored().timestamp, "en", "medium")}. Restore them?`,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Restore" }));
    expect(screen.getByLabelText("First name")).toHaveValue("Ann");
    expect(screen.getByLabelText("Email")).toHaveValue("ann@example.com");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("never offers one user's draft to the next user of the same browser", async () => {
    const user = userEvent.setup();
    const first = renderFor(<DraftedForm />, "user-1");
    await user.type(screen.getByLabelText("First name"), "Ann");
    first.unmount();
    expect(localStorage.getItem(draftStorageKey("user-1", "personalDetails"))).toContain("Ann");

    renderFor(<DraftedForm />, "user-2");
    expect(screen.queryByRole("button", { name: "Restore" })).toBeNull();
    expect(screen.getByLabelText("First name")).toHaveValue("");
  });

  it("keeps drafts of different records apart", () => {
    storeDraft(draftStorageKey(testUser.id, "personalDetails", "record-2"), Date.now());
    renderFor(<DraftedForm recordId="record-1" />);
    expect(screen.queryByRole("button", { name: "Restore" })).not.toBeInTheDocument();
  });

  it("ignores and removes a draft older than 7 days", () => {
    storeDraft(key, Date.now() - DRAFT_TTL_MS - 1);
    renderFor(<DraftedForm />);
    expect(screen.queryByRole("button", { name: "Restore" })).not.toBeInTheDocument();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it("cleans up expired drafts of every form at most once a day", () => {
    const now = Date.now();
    const otherKey = draftStorageKey(testUser.id, "skillsCard", "card-1");
    storeDraft(otherKey, now - DRAFT_TTL_MS - 1);
    localStorage.setItem(DRAFT_CLEANUP_STORAGE_KEY, String(now - 1000));
    const first = renderFor(<DraftedForm />);
    expect(localStorage.getItem(otherKey)).not.toBeNull();
    first.unmount();

    localStorage.setItem(DRAFT_CLEANUP_STORAGE_KEY, String(now - DRAFT_CLEANUP_MS));
    renderFor(<DraftedForm />);
    expect(localStorage.getItem(otherKey)).toBeNull();
    expect(Number(localStorage.getItem(DRAFT_CLEANUP_STORAGE_KEY))).toBeGreaterThanOrEqual(now);
  });

  it("clears every draft at once", () => {
    storeDraft(key, Date.now());
    localStorage.setItem("theme", "dark");
    clearAllDrafts();
    expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem("theme")).toBe("dark");
  });
});
