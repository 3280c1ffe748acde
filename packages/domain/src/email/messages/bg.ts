import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "email.reminder.greeting": "Здравей,",
  "email.reminder.greetingName": "Здравей, {name},",
  "email.reminder.expires":
    "Картата ти {card} {days, plural, =0 {изтича днес} =1 {изтича утре} one {изтича след # ден} other {изтича след # дни}}",
  "email.reminder.expired":
    "Картата ти {card} {days, plural, =1 {изтече вчера} one {изтече преди # ден} other {изтече преди # дни}}",
  "email.reminder.sentence": "{what}, на {date}.",
  "email.reminder.sentenceToday": "{what}, {date}.",
  "email.reminder.action": "{action}: {link}",
  "email.reminder.actionNotOpen": "{action}. Виж в SiteReady: {link}",
  "email.reminder.why": "Получаваш тези напомняния, защото в SiteReady са включени напомнянията за изтичане.",
  "email.reminder.chooseDays": "Избери дните за напомняне: {link}",
  "email.reminder.stop": "Спри тези имейли: {link}",
  "email.reminder.itemExpires":
    "{item}: {days, plural, =0 {изтича днес} =1 {изтича утре} one {изтича след # ден} other {изтича след # дни}}",
  "email.reminder.itemExpired":
    "{item}: {days, plural, =1 {изтече вчера} one {изтече преди # ден} other {изтече преди # дни}}",
  "email.digest.subject":
    "Имаш {count, plural, one {# непрочетено съобщение} other {# непрочетени съобщения}} в SiteReady",
  "email.digest.youHave":
    "Имаш {count, plural, one {# непрочетено съобщение} other {# непрочетени съобщения}}:",
  "email.digest.fromSender":
    "- {name}: {count, plural, one {# непрочетено съобщение} other {# непрочетени съобщения}}",
  "email.digest.read": "Прочети и отговори: {link}",
  "email.digest.why":
    "Получаваш този имейл, защото в SiteReady е включено обобщение по имейл на непрочетените съобщения. В него никога няма какво са написали хората.",
  "email.digest.howOften": "Избери колко често: {link}",
  "email.shareOpened.subject": "Споделеното от теб в SiteReady беше отворено",
  "email.shareOpened.opened": "Споделеното за „{recipient}“ беше отворено за първи път на {when}.",
  "email.shareOpened.manage": "Виж кой го е гледал или спри линка: {link}",
  "email.newDevice.subject": "Нов вход в профила ти в SiteReady",
  "email.newDevice.device": "{browser} на {os}",
  "email.newDevice.unknownBrowser": "Неизвестен браузър",
  "email.newDevice.unknownSystem": "Неизвестна система",
  "email.newDevice.seen":
    "Току-що е влязъл някой в профила ти в SiteReady от устройство, което не е използвано досега: {device}, в {when}.",
  "email.newDevice.ifYou": "Ако това си ти, не е нужно да правиш нищо.",
  "email.newDevice.ifNotYou":
    "Ако това не си ти, смени паролата си веднага и изкарай това устройство от профила в „Сигурност на профила“; ако включиш там двуфакторно удостоверяване, само открадната парола няма да стига.",
  "email.recovery.subject": "Да изключим ли двуфакторното удостоверяване на профила ти в SiteReady?",
  "email.recovery.asked":
    "Някой, който знае паролата ти, каза, че вече не може да ползва приложението за удостоверяване или кодовете за възстановяване. Ако това си ти, отвори този линк, за да потвърдиш:",
  "email.recovery.wait":
    "За твоя сигурност двуфакторното удостоверяване се изключва {hours, plural, one {# час} other {# часа}} след като потвърдиш. След това влез само с паролата си и го настрой отново.",
  "email.recovery.notYou":
    "Ако това не си ти, не обръщай внимание на този имейл или влез с кода си: това отменя заявката. След това смени паролата си, защото някой друг я знае.",
  "email.recoveryDone.subject": "Двуфакторното удостоверяване на профила ти в SiteReady е изключено",
  "email.recoveryDone.done":
    "Както поиска, двуфакторното удостоверяване на профила ти вече е изключено и влезе само с паролата си. Настрой го отново в „Сигурност на профила“ с новия си телефон.",
  "email.recoveryDone.notYou": "Ако това не си ти, смени паролата си веднага.",
  "email.reset.subject": "Смени паролата си за SiteReady",
  "email.reset.asked":
    "Някой поиска да смени паролата на профила ти в SiteReady. Ако това си ти, отвори този линк и избери нова парола:",
  "email.reset.once":
    "Линкът работи веднъж и спира да работи след един час. Ако заявката не е от теб, не обръщай внимание на този имейл: паролата ти не е сменена.",
  "email.locked.subject": "Кодовете за двуфакторно удостоверяване в профила ти в SiteReady са блокирани",
  "email.locked.what":
    "В профила ти в SiteReady бяха въведени десет грешни кода подред, затова кодовете няма да се приемат до {until}.",
  "email.locked.ifYou":
    "Ако това си ти, изчакай дотогава и въведи най-новия код от приложението за удостоверяване.",
  "email.locked.ifNotYou":
    "Ако не си ти, някой може да знае паролата ти или да държи устройство с отворена сесия в профила ти: смени паролата и излез от другите устройства в „Сигурност на профила“.",
  "email.stepUpCode.subject": "Твоят код за SiteReady: {code}",
  "email.stepUpCode.code":
    "Кодът за потвърждение в SiteReady е {code}. Валиден е {minutes, plural, one {# минута} other {# минути}}.",
  "email.stepUpCode.notYou":
    "Ако този код не е поискан от теб, някой може да има достъп до профила ти: излез от другите устройства в „Сигурност на профила“.",
  "email.passwordChanged.subject": "Паролата ти за SiteReady е сменена",
  "email.passwordChanged.done":
    "Паролата на профила ти в SiteReady беше сменена на {when}. Другите устройства са изведени от профила.",
  "email.passwordChanged.notYou":
    "Ако смяната не е направена от теб, задай нова парола от страницата за вход и включи двуфакторното удостоверяване в „Сигурност на профила“.",
  "email.renewalNotice.subject": "Планът ти SiteReady {plan} се подновява на {date}",
  "email.renewalNotice.greetingName": "Здравей, {name},",
  "email.renewalNotice.greeting": "Здравей,",
  "email.renewalNotice.renews":
    "Планът ти SiteReady {plan} се подновява на {date} и тогава картата ти ще бъде таксувана.",
  "email.renewalNotice.howToCancel":
    "За да откажеш или смениш плана си, отиди на {link} и избери „Управлявай или откажи плана си“.",
  "email.renewalNotice.keepUntilEnd": "Ако откажеш, запазваш плана до края на платения период.",
  "email.renewalNotice.thanks": "Благодарим ти, че подкрепяш SiteReady.",
  "email.shareCode.subject": "Твоят код за отваряне на споделено в SiteReady",
  "email.shareCode.code": "Твоят код е {code}. Важи 10 минути.",
  "email.shareCode.ignore": "Ако не очакваш този код, пренебрегни този имейл.",
  "email.shareDelete.subject": "Моля, изтрий копието си на споделените документи",
  "email.shareDelete.ask":
    "{holder} те моли да изтриеш всички копия на документите, споделени за „{recipient}“ чрез SiteReady.",
  "email.shareDelete.by": "Моли да бъдат изтрити до {date}.",
};
