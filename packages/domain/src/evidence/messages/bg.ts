import type { messages as english } from "./en.ts";

/** Доколко е проверен всеки запис и доказателствата за всяка проверка (issue 51). */
export const messages: Record<keyof typeof english, string> = {
  "evidence.level.self-declared": "Декларирано от притежателя",
  "evidence.level.photo": "Снимка на картата",
  "evidence.level.smart-check": "Проверено в Smart Check",
  "evidence.level.scheme-api": "Проверено при издателя",
  "evidence.summary.selfDeclared": "Въведено от притежателя. Не е проверено при издателя на картата.",
  "evidence.summary.photo": "Притежателят е добавил снимка. Не е проверено при издателя на картата.",
  "evidence.summary.confirmed": "Потвърдено в Smart Check от {by}, {date}.",
  "evidence.summary.noMatch": "Не съвпада в Smart Check, записано от {by}, {date}.",
  "evidence.summary.notFound": "Не е намерена или е анулирана в Smart Check, записано от {by}, {date}.",
  "evidence.summary.oldFacts":
    "Проверено в Smart Check от {by}, {date}, когато номерът беше {number}. Данните са се променили оттогава, така че тази проверка не се отнася до картата в сегашния ѝ вид.",
  "evidence.validation.chooseOutcome": "Изберете какво показа Smart Check.",
  "evidence.smartCheck.title": "Проверете в CSCS Smart Check",
  "evidence.smartCheck.intro":
    "SiteReady не може да попита самия издател. Потърсете картата в безплатния сайт или приложение Smart Check и запишете какво показа. Притежателят вижда кой е проверил и кога.",
  "evidence.smartCheck.open": "Отворете Smart Check",
  "evidence.smartCheck.copyNumber": "Копирайте номера на картата",
  "evidence.smartCheck.copied": "Номерът на картата е копиран: поставете го в Smart Check.",
  "evidence.smartCheck.question": "Какво показа Smart Check?",
  "evidence.outcome.matches": "Съвпада",
  "evidence.outcome.no-match": "Не съвпада",
  "evidence.outcome.not-found": "Картата не е намерена или е анулирана",
  "evidence.smartCheck.forCompany": "Проверявам за",
  "evidence.smartCheck.noCompany": "Само от свое име (без фирма)",
  "evidence.smartCheck.saved": "Записано: {outcome}. Притежателят вижда това.",
  "evidence.smartCheck.notCovered": "Тази карта не се проверява в CSCS Smart Check.",
  "evidence.error.scanNotFound":
    "Сканирането не е намерено. Резултат може да запише само човекът, който е сканирал.",
  "evidence.error.scanTooOld":
    "Сканирането е отпреди повече от час. Сканирайте картата отново и запишете какво показа Smart Check.",
  "evidence.error.ownCard":
    "Не можете да потвърдите собствената си карта. Трябва да го направи човекът, който я проверява на обекта.",
  "evidence.error.recordGone": "Тази карта вече не е сред записите на притежателя.",
  "evidence.flag.title": "Smart Check не потвърди картата: {card}",
  "evidence.flag.body":
    "Проверка: {by}, {date}. Резултат: {outcome}. Проверете номера и срока на валидност на картата, поправете ги тук или се свържете с издателя. Отбелязването остава на картата, докато данните ѝ не се променят или по-късна проверка не съвпадне.",
  "evidence.flag.edit": "Поправете данните на картата",
  "evidence.flag.checkYourself": "Проверете в Smart Check",
  "evidence.email.subject": "Smart Check не потвърди една от картите ви",
  "evidence.email.body":
    "Картата ви ({card}) е проверена в CSCS Smart Check на {date} от {by}. Резултат: {outcome}. Отворете SiteReady, за да проверите данните на картата: {link}",
  "evidence.newTab": "(отваря се в нов раздел)",
  "evidence.flag.label": "Изисква вашето внимание",
  "evidence.looks.title": "Кой е разглеждал документите ми",
  "evidence.looks.intro":
    "Всяка проверка на картите ви на входа, всеки резултат от Smart Check, всяко отваряне на споделянията ви и всеки преглед на данните ви от фирма, първо най-новите.",
  "evidence.looks.link": "Кой е разглеждал документите ми",
  "evidence.looks.empty": "Още никой не е разглеждал документите ви.",
  "evidence.looks.more": "Покажи по-стари",
  "evidence.looks.list": "Прегледи на документите ви",
  "evidence.looks.gateScan": "{who}: проверка на картата ви ({record}) на входа – {outcome}.",
  "evidence.looks.gateScanAnonymous": "Човек без вход в профил провери картата ви ({record}) на страницата за проверка – {outcome}.",
  "evidence.looks.smartCheck": "{who}: записан резултат от Smart Check за картата ви ({record}) – {outcome}.",
  "evidence.looks.shareView": "Споделянето ви за {about} беше отворено.",
  "evidence.looks.shareViewBy": "Споделянето ви за {about} отвори: {who}.",
  "evidence.looks.companyLook": "{company} прегледа данните ви за обект {about}.",
  "evidence.looks.companyLookBy": "{who} ({company}) прегледа данните ви за обект {about}.",
  "evidence.looks.someone": "Някой",
  "evidence.gateOutcome.green": "валидна",
  "evidence.gateOutcome.amber": "изтича скоро",
  "evidence.gateOutcome.red": "не допускай",
};
