import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DashboardView } from "../features/dashboard/components/dashboard-view.tsx";
import { SkillsCardForm } from "../features/skills-cards/components/skills-card-form.tsx";
import { showLanguage } from "../i18n/i18n.ts";
import { renderAt, renderSignedIn } from "../test-support/render.tsx";
import { LandingPage } from "./routes/landing.tsx";
import { LoginPage } from "./routes/login.tsx";
import { RegisterPage } from "./routes/register.tsx";

const noProviders: Array<[readonly unknown[], unknown]> = [[["sign-in-providers"], []]];

describe("the worker's journey in Polish", () => {
  it("the landing speaks Polish and offers the other languages in their own words", async () => {
    await showLanguage("pl");
    renderAt(<LandingPage />, "/pl/");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Twoje karty i dokumenty, gotowe przy bramie budowy",
    );
    expect(screen.getByRole("link", { name: "Zaloguj się" })).toHaveAttribute("href", "/pl/login");
    expect(screen.getByRole("link", { name: "Română" })).toHaveAttribute("href", "/ro/");
    expect(document.documentElement.lang).toBe("pl");
  });

  it("signing in says what is wrong in Polish", async () => {
    await showLanguage("pl");
    const user = userEvent.setup();
    renderAt(<LoginPage />, "/pl/login", noProviders);
    await user.click(screen.getByRole("button", { name: "Zaloguj się" }));
    expect(await screen.findByText("Pole „E-mail” jest wymagane")).toBeInTheDocument();
    expect(screen.getByLabelText("Hasło")).toBeInTheDocument();
  });

  it("registration names its steps and checks names in Polish", async () => {
    await showLanguage("pl");
    const user = userEvent.setup();
    renderAt(<RegisterPage />, "/register", noProviders);
    expect(screen.getByRole("heading", { name: "Dane osobowe" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Imię"), "J4ck");
    await user.click(screen.getByRole("button", { name: "Dalej" }));
    expect(
      await screen.findByText("Imię i nazwisko mogą zawierać tylko litery, spacje, myślniki i apostrofy"),
    ).toBeInTheDocument();
  });
});

describe("the worker's journey in Bulgarian", () => {
  it("adding a card labels its fields and explains what is missing in Bulgarian", async () => {
    await showLanguage("bg");
    const user = userEvent.setup();
    renderSignedIn(<SkillsCardForm onClose={() => undefined} />, "/skills-cards");
    expect(screen.getByRole("combobox", { name: "Вид карта" })).toBeInTheDocument();
    expect(screen.getByText("Снимки на картата")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Запази картата" }));
    expect(await screen.findByText("Полето „Вид карта“ е задължително")).toBeInTheDocument();
    expect(screen.getByText("Полето „Регистрационен номер“ е задължително")).toBeInTheDocument();
  });

  it("the dashboard greets the worker and dates the profile day-month-year in Bulgarian", async () => {
    await showLanguage("bg");
    renderSignedIn(
      <DashboardView
        data={
          {
            profile: { personal_details: { first_name: "Иван", last_name: "Петров" }, skills_cards: [] },
            lastUpdated: "2026-03-12T10:00:00Z",
            renewFirst: [],
            completionData: {},
            overallCompletion: 0,
            expiringSoon: [],
          } as never
        }
        layout="classic"
        fallbackName="Иван Петров"
        photo={{ url: null, failed: false }}
      />,
      "/dashboard",
    );
    expect(screen.getByText("Здравей, Иван")).toBeInTheDocument();
    expect(screen.getByText(/^Профилът е обновен на 12 март 2026\sг\.$/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Добави първата си карта" })).toBeInTheDocument();
  });
});
