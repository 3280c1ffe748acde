import type { accounts as english } from "../en/accounts.ts";
import type { Translation } from "../translation.ts";

export const accounts: Translation<typeof english> = {
  "login.title": "Prisijungti",
  "login.submit": "Prisijungti",
  "login.forgotPassword": "Pamiršote slaptažodį?",
  "login.newHere": "Esate čia pirmą kartą? Susikurkite paskyrą",
  "login.passkey": "Prisijungti prieigos raktu (passkey)",
  "login.or": "arba",
  "login.continueWith": "Tęsti per {provider}",
  "login.providerFailed": "Prisijungimas per paslaugos teikėją nebaigtas. Bandykite dar kartą.",
  "login.stateMismatch":
    "Prisijungimas per paslaugos teikėją buvo nutrauktas arba pradėtas kitame skirtuke ar naršyklėje. Bandykite dar kartą.",
  "register.title": "Susikurkite nemokamą paskyrą",
  "register.steps": "Registracijos žingsniai",
  "register.stepOf": "{step} žingsnis iš {total}: ",
  "register.step.personal": "Asmens duomenys",
  "register.step.contact": "Kontaktai",
  "register.step.security": "Slaptažodis",
  "register.step.confirmation": "Patvirtinimas",
  "register.emailHint": "Čia siunčiame priminimus apie atnaujinimą ir slaptažodžio keitimo nuorodas.",
  "register.name": "Vardas ir pavardė",
  "register.back": "Atgal",
  "register.next": "Toliau",
  "register.create": "Sukurti paskyrą",
  "register.haveAccount": "Jau turite paskyrą?",
  "register.logIn": "Prisijungti",
  "terms.agree": "Sutinku su <terms>naudojimo sąlygomis</terms> ir <privacy>privatumo pranešimu</privacy>.",
  "terms.beforeTitle": "Prieš tęsiant",
  "terms.beforeText":
    "SiteReady saugo jūsų pasą, korteles ir banko duomenis. Kad galėtumėte naudotis paskyra, perskaitykite, kaip juos saugome, ir sutikite.",
  "terms.continue": "Tęsti",
  "terms.logOut": "Atsijungti",
};
