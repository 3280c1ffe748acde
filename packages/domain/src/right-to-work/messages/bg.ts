import type { messages as english } from "./en.ts";

/** Доказателството на работника за правото на работа и потвържденията за проверките на възложителите (issue 52). */
export const messages: Record<keyof typeof english, string> = {
  "rightToWork.page.title": "Право на работа",
  "rightToWork.page.intro":
    "SiteReady пази доказателството, че можеш да работиш в Обединеното кралство, за да го споделиш с едно докосване. Проверката обаче трябва да я направи възложителят (който ти дава работа): в GOV.UK с твоя код за споделяне (share code) или като види паспорта ти.",
  "rightToWork.page.whoChecks":
    "От 1 октомври 2026 г. законът изисква всеки, който наема самонаети лица и подизпълнители, а не само работодателите, да проверява правото на работа, преди работата да започне.",
  "rightToWork.page.empty": "Още няма добавено право на работа.",
  "rightToWork.page.add": "Добави право на работа",
  "rightToWork.page.edit": "Промени",
  "rightToWork.page.delete": "Изтрий записа за правото на работа",
  "rightToWork.page.deleteConfirm":
    "Да изтрием ли записа за правото на работа и снимките към него? Възложителите, които са го проверили, запазват потвържденията си и в тях ще пише, че записът е оттеглен.",
  "rightToWork.page.deleted": "Записът за правото на работа е изтрит.",
  "rightToWork.page.share": "Сподели правото на работа",
  "rightToWork.page.shareHint":
    "Създава линк с кода ти за споделяне, датата на раждане и снимките за един възложител. Ти избираш кога да изтече и можеш да добавиш PIN.",
  "rightToWork.page.reveal": "Покажи",
  "rightToWork.page.hide": "Скрий",
  "rightToWork.page.saved": "Правото на работа е запазено.",
  "rightToWork.page.makeCode": "Вземи код за споделяне от GOV.UK",
  "rightToWork.page.makeCodeHint":
    "В GOV.UK избери „Prove your right to work“ (докажи правото си на работа). Кодът започва с W и важи 90 дни.",
  "rightToWork.page.receipts": "Проверки, направени от възложители",
  "rightToWork.page.noReceipts":
    "Още никой възложител не е записал проверка. Когато някой го направи, тя ще се появи тук с датата и начина на проверка.",
  "rightToWork.page.photos": "Снимки",
  "rightToWork.page.documentPhoto": "Снимка на документа",
  "rightToWork.page.documentPhotoHint":
    "Страницата на паспорта със снимката ти или документът, който е нужен в твоя случай.",
  "rightToWork.page.secondPhoto": "Втора страница или документ",
  "rightToWork.page.secondPhotoHint":
    "Само ако в твоя случай са нужни два, например акт за раждане и писмо с номер NI.",
  "rightToWork.page.removePhoto": "Премахни снимката",
  "rightToWork.page.codeValidUntil": "Важи до {date}",
  "rightToWork.page.codeExpiredOn": "Спря да важи на {date}",
  "rightToWork.page.ready": "Готово за споделяне",
  "rightToWork.field.route": "Как го доказваш",
  "rightToWork.field.shareCode": "Код за споделяне (share code)",
  "rightToWork.field.generatedOn": "Дата на получаване на кода",
  "rightToWork.field.permissionEndsOn": "Разрешението ти изтича на",
  "rightToWork.field.dateOfBirth": "Дата на раждане",
  "rightToWork.field.details": "Какъв документ или статут имаш (по избор)",
  "rightToWork.route.british-irish": "Британско или ирландско гражданство",
  "rightToWork.route.settled":
    "Статут на уседналост (settled status) или разрешение за неограничено пребиваване (eVisa)",
  "rightToWork.route.pre-settled": "Временен статут на уседналост (pre-settled status, eVisa)",
  "rightToWork.route.time-limited": "Виза или разрешение с крайна дата (eVisa)",
  "rightToWork.route.other": "Друго",
  "rightToWork.routeHelp.british-irish":
    "Не можеш да получиш код за споделяне. Добави снимка на страницата със снимката в паспорта (или на ирландската паспортна карта); възложителят проверява оригинала заедно с теб.",
  "rightToWork.routeHelp.settled":
    "Добави код за споделяне от GOV.UK и датата си на раждане. Възложителят ги проверява онлайн; няма крайна дата, която да следиш.",
  "rightToWork.routeHelp.pre-settled":
    "Добави код за споделяне от GOV.UK и датата си на раждане. Ако статутът ти има крайна дата, добави я: възложителят трябва да те провери отново преди нея.",
  "rightToWork.routeHelp.time-limited":
    "Добави код за споделяне от GOV.UK, датата си на раждане и датата, на която изтича разрешението ти. Възложителят трябва да те провери отново преди тази дата.",
  "rightToWork.routeHelp.other":
    "Например заявление, по което още няма решение: тогава възложителят пита Employer Checking Service на Home Office (британското МВР). Напиши какво имаш.",
  "rightToWork.shareCode.missing": "Добави кода за споделяне (share code), който получи от GOV.UK.",
  "rightToWork.shareCode.characters":
    "Кодът за споделяне съдържа само букви и цифри. Премахни „{character}“ и провери кода отново.",
  "rightToWork.shareCode.length":
    "Кодът за споделяне има {expected, plural, one {# знак} other {# знака}}. Този има {count}: провери дали не липсва знак или няма един в повече.",
  "rightToWork.shareCode.rentCode":
    "Този код започва с R, значи е за наемане на жилище. Възложителите имат нужда от код за работа: в GOV.UK избери „Prove your right to work“ (докажи правото си на работа) и създай нов.",
  "rightToWork.shareCode.statusCode":
    "Този код започва със S, значи не е за работа. В GOV.UK избери „Prove your right to work“ (докажи правото си на работа) и създай нов, който започва с W.",
  "rightToWork.shareCode.startsWithW": "Кодът за споделяне за работа започва с W. Провери първия знак.",
  "rightToWork.shareCode.letterO":
    "Знак {position} е буквата O, която лесно се бърка с цифрата 0. Погледни кода в GOV.UK отново и въведи точно това, което е изписано там.",
  "rightToWork.shareCode.letterI":
    "Знак {position} е буквата I, която лесно се бърка с цифрата 1. Погледни кода в GOV.UK отново и въведи точно това, което е изписано там.",
  "rightToWork.shareCode.notForBritishIrish":
    "Британските и ирландските граждани не могат да получат код за споделяне. Остави полето празно и вместо това добави снимка на паспорта си.",
  "rightToWork.generatedOn.missing":
    "Добави датата, на която получи кода за споделяне: той важи 90 дни от нея.",
  "rightToWork.generatedOn.future": "Датата на получаване на кода не може да е в бъдещето.",
  "rightToWork.generatedOn.tooOld":
    "Код, създаден на {date}, спря да важи на {expired}: кодовете важат {days, plural, one {# ден} other {# дни}}. Създай нов в GOV.UK.",
  "rightToWork.endsOn.missing":
    "Добави датата, на която изтича разрешението ти. Ще я намериш в eVisa в профила си в UKVI.",
  "rightToWork.endsOn.notForRoute": "В този случай няма крайна дата. Остави полето празно.",
  "rightToWork.endsOn.past":
    "Тази дата вече е минала. Ако имаш ново разрешение, добави крайната му дата; ако чакаш решение по заявление за удължаване, избери „Друго“.",
  "rightToWork.dateOfBirth.missing":
    "Добави датата си на раждане: възложителите имат нужда от нея заедно с кода за споделяне.",
  "rightToWork.dateOfBirth.future": "Датата на раждане не може да е в бъдещето.",
  "rightToWork.attention.share-code-missing":
    "Добави код за споделяне: възложителите имат нужда от него, за да те проверят онлайн.",
  "rightToWork.attention.share-code-expired": "Кодът ти за споделяне спря да важи. Създай нов в GOV.UK.",
  "rightToWork.attention.share-code-expiring":
    "Кодът ти за споделяне спира да важи на {date}. Създай нов преди това.",
  "rightToWork.attention.permission-ended": "Крайната дата на разрешението ти е минала.",
  "rightToWork.attention.permission-ending":
    "Разрешението ти изтича на {date}. Възложителите трябва да те проверят отново преди тази дата.",
  "rightToWork.attention.photo-missing": "Добави снимка на страницата със снимката в паспорта си.",
  "rightToWork.method.manual-document": "Проверка на оригиналния документ лично",
  "rightToWork.method.home-office-online": "Онлайн проверка в Home Office с кода за споделяне",
  "rightToWork.method.identity-service": "Доставчик на услуги за проверка на самоличност (IDSP)",
  "rightToWork.outcome.confirmed": "Правото на работа е потвърдено, без срок",
  "rightToWork.outcome.confirmed-time-limited": "Правото на работа е потвърдено за ограничен срок",
  "rightToWork.outcome.not-confirmed": "Правото на работа не можа да бъде потвърдено",
  "rightToWork.receipt.title": "Запиши проверката, която направи",
  "rightToWork.receipt.intro":
    "SiteReady не прави проверката. Направи я в GOV.UK (или с оригиналния документ) и после запиши тук какво направи: работникът ще го види, а ти можеш да изтеглиш PDF за своя архив.",
  "rightToWork.receipt.checkedOn": "Дата на проверката",
  "rightToWork.receipt.method": "Как провери",
  "rightToWork.receipt.outcome": "Какво показа проверката",
  "rightToWork.receipt.followUpOn": "Следваща проверка до",
  "rightToWork.receipt.followUpHint":
    "При ограничен срок: датата, до която трябва да провериш отново, преди разрешението да изтече.",
  "rightToWork.receipt.checkerName": "Твоето име",
  "rightToWork.receipt.checkerEmail": "Твоят имейл (за напомнянето за следващата проверка)",
  "rightToWork.receipt.organisation": "Твоята фирма",
  "rightToWork.receipt.reference": "Номер на проверката (по избор)",
  "rightToWork.receipt.save": "Запиши проверката",
  "rightToWork.receipt.saved": "Проверката е записана. Работникът я вижда.",
  "rightToWork.receipt.download": "Изтегли PDF за своя архив",
  "rightToWork.receipt.checkedInFuture": "Датата на проверката не може да е в бъдещето.",
  "rightToWork.receipt.followUpNeeded":
    "Правото на работа за ограничен срок изисква дата за следваща проверка: денят, до който трябва да провериш отново, преди разрешението да изтече.",
  "rightToWork.receipt.followUpAfterCheck": "Следващата проверка трябва да е след тази проверка.",
  "rightToWork.receipt.followUpTooFar": "Следващата проверка може да е най-много след 5 години.",
  "rightToWork.receipt.summary": "{outcome}. Проверка: {by}, {date}. {method}.",
  "rightToWork.receipt.followUpLine": "Следваща проверка до {date}.",
  "rightToWork.receipt.withdrawn": "Записът е изтрит на {date}, след тази проверка.",
  "rightToWork.receipt.withdrawnForEngager": "Работникът оттегли този запис на {date}.",
  "rightToWork.receipt.viaShare": "Записано от линк за споделяне",
  "rightToWork.receipt.viaCompany": "Записано от фирмата",
  "rightToWork.error.shareEnded":
    "Този линк е изтекъл, затова по него вече не може да се запише проверка. Поискай нов линк от работника.",
  "rightToWork.error.notShared": "Този линк не съдържа запис за право на работа.",
  "rightToWork.error.noRecord": "Работникът няма запис за право на работа, който да се провери.",
  "rightToWork.shared.title": "Право на работа",
  "rightToWork.shared.route": "Как се доказва: {route}",
  "rightToWork.shared.shareCode": "Код за споделяне (share code): {code}",
  "rightToWork.shared.codeValidUntil": "Кодът за споделяне важи до {date}",
  "rightToWork.shared.dateOfBirth": "Дата на раждане: {date}",
  "rightToWork.shared.endsOn": "Разрешението изтича на {date}",
  "rightToWork.shared.details": "Има: {details}",
  "rightToWork.shared.checkOnline": "Провери в GOV.UK",
  "rightToWork.shared.notAStatutoryCheck":
    "Това е доказателство, представено от работника, а не проверка. За да имаш законова защита (statutory excuse), трябва да направиш проверката лично.",
  "rightToWork.pdf.title": "Проверка на правото на работа: потвърждение",
  "rightToWork.pdf.worker": "Работник: {name}",
  "rightToWork.pdf.evidence": "Доказателства, показани от работника чрез SiteReady",
  "rightToWork.pdf.check": "Проверката, записана от възложителя",
  "rightToWork.pdf.footer":
    "SiteReady не е правил тази проверка. Тук е записано какво е посочил възложителят на {date}.",
  "rightToWork.email.codeExpiring.subject":
    "Кодът ти за споделяне за право на работа спира да важи {days, plural, one {след # ден} other {след # дни}}",
  "rightToWork.email.codeExpiring.body":
    "Кодът ти за споделяне спира да важи на {date}. След това възложителите не могат да те проверят с него. Създай нов в GOV.UK („Prove your right to work“) и го добави в SiteReady:",
  "rightToWork.email.codeExpired.subject": "Кодът ти за споделяне за право на работа спря да важи",
  "rightToWork.email.codeExpired.body":
    "Кодът ти за споделяне спря да важи на {date}. Създай нов в GOV.UK („Prove your right to work“) и го добави в SiteReady:",
  "rightToWork.email.permissionEnding.subject": "Разрешението ти за работа изтича на {date}",
  "rightToWork.email.permissionEnding.body":
    "Разрешението ти за работа в Обединеното кралство изтича на {date}. Възложителите трябва да те проверят отново преди тази дата. Ако чакаш решение по заявление за удължаване, обнови записа за правото на работа:",
  "rightToWork.email.followUpWorker.subject": "{organisation}: нова проверка на правото на работа до {date}",
  "rightToWork.email.followUpWorker.body":
    "{organisation} записа проверка на правото на работа, която трябва да се повтори до {date}. Погрижи се тогава кодът ти за споделяне да важи:",
  "rightToWork.email.followUpEngager.subject": "Следваща проверка на правото на работа до {date}: {worker}",
  "rightToWork.email.followUpEngager.body":
    "Проверката на правото на работа на {worker}, която записа на {checked}, трябва да се повтори до {date}. Поискай от {worker} код за споделяне и провери отново в GOV.UK.",
  "rightToWork.email.receipt.subject": "{organisation} записа проверка на твоето право на работа",
  "rightToWork.email.receipt.body": "{organisation} записа: {outcome}, проверка от {date}. Виж в SiteReady:",
  "rightToWork.calendar.codeExpires": "Спира да важи кодът за споделяне за право на работа",
  "rightToWork.calendar.permissionEnds": "Изтича разрешението за работа",
  "rightToWork.calendar.followUp": "Следваща проверка на правото на работа ({organisation})",
  "rightToWork.documents.link":
    "Твоето право на работа: код за споделяне, дата на раждане и снимки на едно място",
  "rightToWork.requirement.met": "Право на работа: {route}",
  "rightToWork.error.tooManyReceipts":
    "Днес са записани твърде много проверки за този работник. Опитай отново утре.",
};
