import type { accounts as english } from "../en/accounts.ts";
import type { Translation } from "../translation.ts";

export const accounts: Translation<typeof english> = {
  "login.title": "Intră în cont",
  "login.submit": "Intră în cont",
  "login.forgotPassword": "Ai uitat parola?",
  "login.newHere": "Ești nou aici? Creează un cont",
  "login.passkey": "Intră cu o cheie de acces (passkey)",
  "login.or": "sau",
  "login.continueWith": "Continuă cu {provider}",
  "login.providerFailed": "Intrarea prin furnizor nu s-a terminat. Încearcă din nou.",
  "login.stateMismatch":
    "Intrarea prin furnizor a fost întreruptă sau a fost începută în alt tab sau browser. Încearcă din nou.",
  "register.title": "Creează-ți contul gratuit",
  "register.steps": "Pașii înregistrării",
  "register.stepOf": "Pasul {step} din {total}: ",
  "register.step.personal": "Date personale",
  "register.step.contact": "Contact",
  "register.step.security": "Parolă",
  "register.step.confirmation": "Confirmare",
  "register.emailHint": "Aici îți trimitem amintirile de reînnoire și linkurile pentru schimbarea parolei.",
  "register.name": "Nume",
  "register.back": "Înapoi",
  "register.next": "Mai departe",
  "register.create": "Creează contul",
  "register.haveAccount": "Ai deja cont?",
  "register.logIn": "Intră în cont",
  "terms.agree":
    "Sunt de acord cu <terms>condițiile de utilizare</terms> și cu <privacy>nota de confidențialitate</privacy>.",
  "terms.beforeTitle": "Înainte să continui",
  "terms.beforeText":
    "SiteReady păstrează pașaportul, cardurile și datele tale bancare. Ca să folosești contul, citește cum avem grijă de ele și fii de acord.",
  "terms.continue": "Continuă",
  "terms.logOut": "Ieși din cont",
};
