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
  "evidence.flag.label": "Изисква вашето внимание",
  "evidence.looks.title": "Кой е разглеждал документите ми",
  "evidence.looks.intro":
    "Всяка проверка на картите ви на входа, всеки резултат от Smart Check, всяко отваряне на споделянията ви и всеки преглед на данните ви от фирма, първо най-новите.",
  "evidence.looks.link": "Кой е разглеждал документите ми",
  "evidence.looks.empty": "Още никой не е разглеждал документите ви.",
  "evidence.looks.more": "Покажи по-стари",
  "evidence.looks.list": "Прегледи на документите ви",
  "evidence.looks.gateScan": "{who}: проверка на картата ви {record} на входа – {outcome}.",
  "evidence.looks.gateScanAnonymous":
    "Човек без вход в профил провери картата ви {record} на страницата за проверка – {outcome}.",
  "evidence.looks.smartCheck": "{who}: записан резултат от Smart Check за картата ви {record} – {outcome}.",
  "evidence.looks.shareView": "Споделянето ви за {about} беше отворено.",
  "evidence.looks.shareViewBy": "Споделянето ви за {about} отвори: {who}.",
  "evidence.looks.companyLook": "{company} прегледа данните ви за обект {about}.",
  "evidence.looks.companyLookBy": "{who} ({company}) прегледа данните ви за обект {about}.",
  "evidence.looks.someone": "Някой",
  "evidence.gateOutcome.green": "валидна",
  "evidence.gateOutcome.amber": "изтича скоро",
  "evidence.gateOutcome.red": "не допускай",
  "evidence.own.chooseOutcome": "Изберете дали картата все още се потвърждава в Smart Check.",
  "evidence.own.chooseRecord": "Изберете една от картите си.",
  "evidence.own.summary.yes": "Проверка в Smart Check на {date}: картата все още се потвърждаваше.",
  "evidence.own.summary.no": "Проверка в Smart Check на {date}: картата не се потвърди.",
  "evidence.own.summary.oldFacts":
    "Проверка в Smart Check на {date}, когато номерът беше {number}. Данните на картата са се променили оттогава.",
  "evidence.own.question": "Картата все още ли се потвърждава в Smart Check?",
  "evidence.own.hint":
    "Потърсете картата в безплатния сайт Smart Check, после запишете какво показа. Това е ваша собствена бележка: тя не променя нивото на проверка на картата.",
  "evidence.own.yes": "Да, все още се потвърждава",
  "evidence.own.no": "Не, не се потвърди",
  "evidence.own.saved": "Отговорът е запазен.",
  "evidence.own.noHelp":
    "Сравнете номера и срока на валидност с картата и ги поправете тук. Ако са верни, свържете се с издателя на картата: само издателят може да поправи данните си. Никой друг не вижда този отговор.",
  "evidence.error.ownRecordNotFound": "Тази карта не е намерена във вашите записи.",
  "evidence.nudge.subject": "Проверете дали картите ви все още се потвърждават в Smart Check",
  "evidence.nudge.intro":
    "Време е за месечната проверка: вижте дали {count, plural, one {тази карта все още се потвърждава} other {тези карти все още се потвърждават}} в CSCS Smart Check.",
  "evidence.nudge.card": "- {card}, номер {number}",
  "evidence.nudge.cardNoNumber": "- {card} (няма записан номер)",
  "evidence.nudge.lookUp": "Потърсете всяка от тях в официалния сайт Smart Check: {link}",
  "evidence.nudge.record": "След това запишете отговора в SiteReady: {link}",
  "evidence.nudge.why":
    "Този имейл идва веднъж месечно, защото напомнянията за Smart Check са включени в настройките.",
  "evidence.nudge.settings": "Променете настройките за напомняния: {link}",
  "evidence.looks.shareEvent": "Споделянето ви за {about}: {event}.",
};
