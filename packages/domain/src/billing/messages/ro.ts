import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "billing.donate.amount": "Suma",
  "billing.donate.other": "Altă sumă",
  "billing.donate.yourAmount": "Suma ta în lire (cel puțin 1 £)",
  "billing.donate.howOften": "Cât de des",
  "billing.donate.once": "O singură dată",
  "billing.donate.monthly": "În fiecare lună",
  "billing.donate.submit": "Donează",
  "billing.checkout.signInFirst":
    "<login>Intră în cont</login> sau <register>fă-ți un cont gratuit</register>, apoi alege din nou.",
  "billing.server.signInRequired": "Intră în contul tău înainte să-ți schimbi abonamentul.",
  "billing.server.notConfigured": "Sistemul de plată nu este configurat. Contactează asistența.",
  "billing.server.checkoutFailed": "Plata nu a putut fi pornită",
  "billing.server.donationTooSmall": "Cea mai mică donație este 1 £",
  "billing.server.donationTooLarge": "Cea mai mare donație online este 1.000 £",
  "billing.server.donationWholePence": "Scrie o sumă în lire și pence",
  "billing.server.noSubscription": "Nu ai niciun abonament de gestionat",
  "billing.server.portalFailed": "Portalul de plăți nu s-a putut deschide",
  "billing.admin.loading": "Se încarcă...",
  "billing.admin.who": "Cine primește funcțiile planurilor plătite",
  "billing.admin.saved": "Salvat",
  "billing.admin.none": "Încă nu sunt donații sau plăți de abonament.",
  "billing.admin.caption": "Donații și abonamente pe lună",
  "billing.admin.month": "Luna",
  "billing.admin.donations": "Donații",
  "billing.admin.subscriptions": "Abonamente",
  "billing.policy.free": "Gratuit pentru toți",
  "billing.policy.freeDetail":
    "Toate funcțiile sunt în planul gratuit, cum am promis. Planurile plătite nu adaugă încă nimic.",
  "billing.policy.tiered": "Pe niveluri, ca în tabelul planurilor",
  "billing.policy.tieredDetail":
    "Mementourile de expirare și căutarea centrelor de testare cer Pro; potrivirea joburilor cere Premium. Nivelurile mai mici văd „Funcție Premium”.",
  "billing.capability.basicProfile": "Profilul tău complet",
  "billing.capability.basicProfileDetail":
    "Date personale, persoana de contact în caz de urgență, documente, carduri de calificare, calificări, date bancare și fiscale.",
  "billing.capability.expiryReminders": "Mementouri de expirare",
  "billing.capability.expiryRemindersDetail": "Un e-mail înainte să expire un card sau un document.",
  "billing.capability.formAutofill": "Completarea automată a formularelor",
  "billing.capability.formAutofillDetail":
    "Completează formularele de șantier și de agenție din profilul tău.",
  "billing.capability.testCentreSearch": "Căutarea centrelor de testare",
  "billing.capability.testCentreSearchDetail": "Găsește un centru aproape de tine pentru testele de card.",
  "billing.capability.jobMatching": "Potrivirea joburilor",
  "billing.capability.jobMatchingDetail": "Joburi potrivite cardurilor și atestatelor pe care le ai.",
  "billing.capability.accommodationSearch": "Căutarea cazării",
  "billing.capability.accommodationSearchDetail": "Cazare lângă jobul la care lucrezi.",
  "billing.capability.advancedAnalytics": "Statistici avansate",
  "billing.capability.advancedAnalyticsDetail":
    "Rapoarte despre reînnoirile, istoricul de muncă și profilul tău.",
  "billing.locked.premiumFeature": "Funcție Premium",
  "billing.locked.paidPlan": "{name} face parte dintr-un plan plătit. Vezi planurile ca să afli mai multe.",
  "billing.locked.viewPlans": "Vezi planurile și prețurile",
  "billing.locked.donateToUnlock": "Donează ca să deblochezi",
  "billing.locked.comingSoon": "În curând",
  "billing.server.invalidWebhookSignature": "Semnătura webhook-ului nu este validă",
  "billing.server.unusableWebhook":
    "Evenimentul este semnat, dar conținutul lui nu are forma pe care SiteReady o așteaptă pentru acest tip, așa că nu a fost aplicat",
};
