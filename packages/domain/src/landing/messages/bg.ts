import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "landing.eyebrow": "За строителни работници и подизпълнители във Великобритания",
  "landing.title": "Картите и документите ти – готови на входа на обекта",
  "landing.lead":
    "SiteReady пази на едно място картите ти (skills cards), документите, квалификациите и данните за работа, показва колко е попълнен профилът ти и ти напомня, преди нещо да изтече.",
  "landing.signUpFree": "Регистрирай се безплатно",
  "landing.logIn": "Вход",
  "landing.featuresTitle": "Какво прави SiteReady",
  "landing.feature.cards.title": "Всички карти и удостоверения на едно място",
  "landing.feature.cards.text":
    "CSCS, CPCS, NPORS, CISRS, ECS, IPAF, PASMA, SMSTS и останалите – снимки отпред и отзад, с регистрационни номера и срокове на валидност.",
  "landing.feature.reminders.title": "Предупреждение, преди нещо да изтече",
  "landing.feature.reminders.text":
    "Пращаме ти имейл 90, 30 и 7 дни преди картата да изтече и можем да сложим всеки срок в календара на телефона ти.",
  "landing.feature.gate.title": "Готов на входа на обекта",
  "landing.feature.gate.text":
    "Направено за телефон. Картите се отварят дори без сигнал, така че инструктажът (induction) отнема минути, а не обаждане до офиса.",
  "landing.feature.safe.title": "Данните ти са в безопасност",
  "landing.feature.safe.text":
    "Банковите данни, NI номерът и UTR са криптирани. Можеш да свалиш всичко, което пазим за теб, или да изтриеш всичко, когато поискаш.",
  "landing.feature.jobs.title": "Работа според картите ти",
  "landing.feature.jobs.text":
    "Виж за коя работа вече имаш нужните карти, кандидатствай с няколко докосвания и пази запис за всеки свой обект.",
  "landing.feature.weather.title": "Времето на твоите обекти",
  "landing.feature.weather.text":
    "Пориви на вятъра при работа с кран и вишка (MEWP), слана за бетон и разтвор, силен дъжд – седмица напред за всеки твой обект.",
  "landing.freeTitle": "Безплатно за всички на обекта. Завинаги.",
  "landing.freeText":
    "SiteReady е безплатен и ще остане безплатен. Няма реклами и никога не продаваме данните ти. Новите функции се плащат от даренията на хората, които го ползват.",
  "landing.createProfile": "Направи си безплатен профил",
};
