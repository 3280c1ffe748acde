import type { accounts as english } from "../en/accounts.ts";
import type { Translation } from "../translation.ts";

export const accounts: Translation<typeof english> = {
  "login.title": "Zaloguj się",
  "login.submit": "Zaloguj się",
  "login.forgotPassword": "Nie pamiętasz hasła?",
  "login.newHere": "Jesteś tu pierwszy raz? Załóż konto",
  "login.passkey": "Zaloguj się kluczem dostępu (passkey)",
  "login.or": "lub",
  "login.continueWith": "Kontynuuj przez {provider}",
  "login.providerFailed": "Logowanie przez dostawcę nie zakończyło się. Spróbuj jeszcze raz.",
  "login.stateMismatch":
    "Logowanie przez dostawcę zostało przerwane albo zaczęte w innej karcie lub przeglądarce. Spróbuj jeszcze raz.",
  "register.title": "Załóż darmowe konto",
  "register.steps": "Kroki rejestracji",
  "register.stepOf": "Krok {step} z {total}: ",
  "register.step.personal": "Dane osobowe",
  "register.step.contact": "Kontakt",
  "register.step.security": "Hasło",
  "register.step.confirmation": "Potwierdzenie",
  "register.emailHint": "Tu wysyłamy przypomnienia o odnowieniu i linki do zmiany hasła.",
  "register.name": "Imię i nazwisko",
  "register.back": "Wstecz",
  "register.next": "Dalej",
  "register.create": "Załóż konto",
  "register.haveAccount": "Masz już konto?",
  "register.logIn": "Zaloguj się",
  "terms.agree":
    "Zgadzam się na <terms>warunki korzystania</terms> i <privacy>politykę prywatności</privacy>.",
  "terms.beforeTitle": "Zanim przejdziesz dalej",
  "terms.beforeText":
    "SiteReady przechowuje Twój paszport, karty i dane bankowe. Aby korzystać z konta, przeczytaj, jak o nie dbamy, i wyraź zgodę.",
  "terms.continue": "Dalej",
  "terms.logOut": "Wyloguj się",
};
