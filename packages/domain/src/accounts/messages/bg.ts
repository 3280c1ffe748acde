import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "login.title": "Вход",
  "login.submit": "Влез",
  "login.forgotPassword": "Забрави паролата си?",
  "login.newHere": "За първи път ли си тук? Създай профил",
  "login.passkey": "Влез с ключ за достъп (passkey)",
  "login.or": "или",
  "login.continueWith": "Продължи с {provider}",
  "login.providerFailed": "Влизането чрез доставчика не завърши. Опитай отново.",
  "login.stateMismatch":
    "Влизането чрез доставчика беше прекъснато или започнато в друг раздел или браузър. Опитай отново.",
  "register.title": "Създай безплатен профил",
  "register.steps": "Стъпки на регистрацията",
  "register.stepOf": "Стъпка {step} от {total}: ",
  "register.step.personal": "Лични данни",
  "register.step.contact": "Контакт",
  "register.step.security": "Парола",
  "register.step.confirmation": "Потвърждение",
  "register.emailHint": "Тук пращаме напомняния за подновяване и връзки за смяна на паролата.",
  "register.name": "Име",
  "register.back": "Назад",
  "register.next": "Напред",
  "register.create": "Създай профил",
  "register.haveAccount": "Вече имаш профил?",
  "register.logIn": "Влез",
  "terms.agree":
    "Съгласявам се с <terms>условията за ползване</terms> и <privacy>декларацията за поверителност</privacy>.",
  "terms.beforeTitle": "Преди да продължиш",
  "terms.beforeText":
    "SiteReady пази паспорта, картите и банковите ти данни. За да ползваш профила си, прочети как се грижим за тях и се съгласи.",
  "terms.continue": "Продължи",
  "terms.logOut": "Изход",
  "accounts.page.forgotten": "Забравена парола",
  "accounts.forgot.title": "Смени паролата си",
  "accounts.forgot.intro":
    "Въведи имейла, с който се регистрира, и ще ти пратим връзка за смяна на паролата.",
  "accounts.forgot.send": "Изпрати връзката",
  "accounts.forgot.sent":
    "Ако има профил с <email></email>, му пратихме връзка за избор на нова парола. Връзката работи един час. Ако не дойде до няколко минути, провери папката за спам.",
  "accounts.backToLogIn": "Обратно към входа",
  "accounts.reset.title": "Избери нова парола",
  "accounts.reset.invalid": "Тази връзка за смяна на паролата е невалидна или е изтекла. Поискай нова.",
  "accounts.reset.askAgain": "Поискай нова връзка",
  "accounts.reset.done": "Паролата ти е сменена. Влез с новата парола.",
  "accounts.reset.newPassword": "Нова парола",
  "accounts.reset.confirmNewPassword": "Повтори новата парола",
  "accounts.reset.save": "Запази новата парола",
  "accounts.strength": "Сила на паролата: {strength}",
  "accounts.strength.refused": "(тази парола няма да бъде приета)",
  "accounts.strength.checkedOnSave":
    "При запазване паролата се проверява и в списъка с пароли, изтекли от други сайтове.",
  "accounts.strength.veryWeak": "Много слаба",
  "accounts.strength.weak": "Слаба",
  "accounts.strength.fair": "Средна",
  "accounts.strength.strong": "Силна",
  "accounts.strength.veryStrong": "Много силна",
  "accounts.strength.common":
    "Тази парола е в списъците с често срещани и изтекли пароли, които нападателите пробват първо. Избери друга.",
  "accounts.strength.personal": "Съдържа името или имейла ти.",
  "accounts.strength.guessedAtOnce": "Ще бъде позната почти веднага.",
  "accounts.strength.isEmail":
    "Това е имейл адресът ти. Избери нещо, което никой не може да отгатне по него.",
  "accounts.strength.nameWithNumbers":
    "Това е името или имейлът ти само с добавени цифри или символи. Избери думи, които никой не би свързал с теб.",
  "accounts.strength.siteName":
    "Това е името на този сайт само с добавени цифри или символи. Избери свои думи.",
  "accounts.strength.oneWord":
    "Това е една дума само с добавена година, цифри или символи. Вместо това използвай три или четири несвързани думи.",
  "accounts.strength.leaked":
    "Тази парола е в списък с милион пароли, изтекли от други сайтове. Избери друга.",
  "accounts.strength.straightRow": "Клавиши поред на клавиатурата се отгатват лесно.",
  "accounts.strength.keyPattern": "Кратки фигури по клавиатурата се отгатват лесно.",
  "accounts.strength.simpleRepeat": 'Повторени знаци като "aaa" се отгатват лесно.',
  "accounts.strength.extendedRepeat": 'Повтарящи се поредици като "abcabcabc" се отгатват лесно.',
  "accounts.strength.sequences": 'Обикновени поредици от знаци като "abc" се отгатват лесно.',
  "accounts.strength.recentYears": "Последните години се отгатват лесно.",
  "accounts.strength.dates": "Датите се отгатват лесно.",
  "accounts.strength.wordByItself": "Единични думи се отгатват лесно.",
  "accounts.strength.namesByThemselves": "Самостоятелни имена или фамилии се отгатват лесно.",
  "accounts.strength.commonNames": "Често срещани имена и фамилии се отгатват лесно.",
  "accounts.strength.avoidL33t": "Избягвай предвидими замени на букви, като '@' вместо 'a'.",
  "accounts.strength.avoidReversed": "Избягвай обикновени думи, написани отзад напред.",
  "accounts.strength.allUppercase": "Пиши някои букви главни, но не всички.",
  "accounts.strength.capitalization": "Пиши главна не само първата буква.",
  "accounts.strength.avoidDates": "Избягвай дати и години, свързани с теб.",
  "accounts.strength.avoidRecentYears": "Избягвай последните години.",
  "accounts.strength.avoidAssociatedYears": "Избягвай години, свързани с теб.",
  "accounts.strength.avoidSequences": "Избягвай обикновени поредици от знаци.",
  "accounts.strength.avoidRepeated": "Избягвай повторени думи и знаци.",
  "accounts.strength.longerKeyboardPattern":
    "Ползвай по-дълги фигури по клавиатурата и сменяй посоката няколко пъти.",
  "accounts.strength.anotherWord": "Добави още думи, които са по-рядко срещани.",
  "accounts.strength.useWords": "Ползвай няколко думи, но избягвай често срещани изрази.",
  "accounts.strength.noNeed": "Силната парола не се нуждае от символи, цифри или главни букви.",
  "accounts.strength.pwned": "Ако ползваш тази парола и другаде, смени я.",
  "accounts.save": "Запази",
  "accounts.confirm": "Потвърди",
  "accounts.signOut": "Изход",
  "accounts.problem.connection": "Не стана. Провери връзката и опитай отново.",
  "accounts.problem.retry": "Не стана. Опитай отново.",
  "accounts.code": "Код",
  "accounts.secondFactor.intro":
    "Отвори приложението за удостоверяване и въведи 6-цифрения код, който показва за SiteReady.",
  "accounts.secondFactor.hint": "Или един от кодовете за възстановяване, например ABCDE-12345.",
  "accounts.secondFactor.trust": "Довери се на това устройство за 30 дни",
  "accounts.lostFactor.question": "Загуби телефона и кодовете за възстановяване?",
  "accounts.lostFactor.recover": "Възстанови по имейл",
  "accounts.lostFactor.safety":
    "За твоя сигурност двуфакторното удостоверяване се изключва 72 часа след като потвърдиш.",
  "accounts.lostFactor.sent":
    "Ако този профил има двуфакторно удостоверяване, му пратихме имейл. Отвори връзката в него, за да продължиш.",
  "accounts.recovery.confirmed":
    "Потвърдено. Двуфакторното удостоверяване се изключва на {date}. След това влизай само с паролата и го включи отново с новия си телефон. Ако влезеш с код преди това, изключването се отменя.",
  "accounts.recovery.intro":
    "Каза, че вече не можеш да ползваш приложението за удостоверяване или кодовете за възстановяване. За твоя сигурност двуфакторното удостоверяване се изключва 72 часа след като потвърдиш и тогава ще ти пишем.",
  "accounts.security.title": "Сигурност на профила",
  "accounts.security.intro":
    "В профила ти са паспортът, банковите и данъчните ти данни. Пази го с втора стъпка при влизане, влизай с ключ за достъп (passkey) и виж на кои устройства е отворен профилът ти.",
  "accounts.twoFactor.title": "Двуфакторно удостоверяване",
  "accounts.twoFactor.on":
    "Включено. Влизане от ново устройство и показване на банкови или данъчни данни иска код от приложението за удостоверяване.",
  "accounts.twoFactor.off":
    "Изключено. Добави към паролата код от приложение за удостоверяване, за да не стига само открадната парола.",
  "accounts.twoFactor.setUp": "Настрой двуфакторно удостоверяване",
  "accounts.twoFactor.turnOn": "Включи двуфакторно удостоверяване",
  "accounts.twoFactor.turnOff": "Изключи двуфакторното удостоверяване",
  "accounts.twoFactor.newCodes": "Нови кодове за възстановяване",
  "accounts.twoFactor.makeNewCodes": "Направи нови кодове за възстановяване",
  "accounts.twoFactor.codesFile":
    "Кодове за възстановяване за SiteReady. Всеки работи веднъж. Пази ги на сигурно място.",
  "accounts.twoFactor.saveCodes":
    "Запази тези кодове за възстановяване. Всеки те пуска веднъж, ако загубиш телефона. Няма да ги покажем отново.",
  "accounts.twoFactor.codes": "Кодове за възстановяване",
  "accounts.twoFactor.download": "Изтегли",
  "accounts.twoFactor.print": "Принтирай",
  "accounts.twoFactor.savedThem": "Запазих ги",
  "accounts.twoFactor.qrAlt": "QR код за добавяне на SiteReady в приложението за удостоверяване",
  "accounts.twoFactor.addToApp":
    "Добави SiteReady в приложение за удостоверяване (Google Authenticator, Microsoft Authenticator, 1Password…) по един от тези начини, после въведи 6-цифрения код, който то показва.",
  "accounts.twoFactor.openInApp": "Отвори в приложението за удостоверяване",
  "accounts.twoFactor.openInAppHint":
    "На телефона, на който е приложението. Ако нищо не се отвори, копирай ключа по-долу.",
  "accounts.twoFactor.scanOnOther": "Или сканирай този QR код с приложението на друг телефон или таблет:",
  "accounts.twoFactor.typeKey": "Или копирай този ключ в приложението, или го въведи ръчно:",
  "accounts.twoFactor.copyKey": "Копирай ключа",
  "accounts.twoFactor.copied": "Копирано. Постави ключа в приложението за удостоверяване.",
  "accounts.twoFactor.keySelected":
    "Ключът е маркиран. Копирай го с „Копиране“ на телефона и го постави в приложението.",
  "accounts.twoFactor.appCode": "6-цифрен код от приложението",
  "accounts.twoFactor.yourPassword": "Твоята парола",
  "accounts.twoFactor.passwordHint": "Остави празно, ако влизаш с Google или друг доставчик.",
  "accounts.stepUp.title": "Потвърди, че си ти",
  "accounts.stepUp.intro":
    "Въведи 6-цифрения код от приложението за удостоверяване. Няма да те питаме отново 10 минути.",
  "accounts.stepUp.hint": "Или един от кодовете за възстановяване.",
  "accounts.passkeys.title": "Ключове за достъп (passkeys)",
  "accounts.passkeys.intro":
    "Влизай с пръстов отпечатък, лице или заключване на екрана, вместо да пишеш парола. Добави по един за всяко устройство.",
  "accounts.passkeys.list": "Твоите ключове за достъп",
  "accounts.passkeys.none": "Още нямаш ключове за достъп.",
  "accounts.passkeys.passkey": "Ключ за достъп",
  "accounts.passkeys.name": "Име на ключа за достъп",
  "accounts.passkeys.added": "Добавен {date}",
  "accounts.passkeys.rename": "Преименувай",
  "accounts.passkeys.remove": "Премахни",
  "accounts.passkeys.newName": "Име на новия ключ за достъп",
  "accounts.passkeys.newNameHint": "За да ги различаваш, например 'Служебен телефон'.",
  "accounts.passkeys.defaultName": "Моят ключ за достъп",
  "accounts.passkeys.add": "Добави ключ за достъп",
  "accounts.devices.title": "Устройства с вход",
  "accounts.devices.device": "{browser} на {os}",
  "accounts.devices.thisDevice": "(това устройство)",
  "accounts.devices.times": "Вход {signedIn} · последно активно {lastActive}",
  "accounts.devices.signOutOthers": "Излез навсякъде другаде",
  "accounts.suspended.title": "Профилът ти е спрян",
  "accounts.adminTwoFactor.title": "Вход на администраторите",
  "accounts.adminTwoFactor.require": "Изисквай двуфакторно удостоверяване от администраторите",
  "accounts.adminTwoFactor.hint":
    "Администраторите без него нямат достъп до тези страници, докато не го включат в „Сигурност на профила“.",
  "accounts.auth.verifying": "Проверяваме входа...",
  "accounts.auth.error": "Грешка при проверката на входа: {message}",
  "accounts.auth.couldNotCheck":
    "Не успяхме да проверим входа ти в профила. Данните ти са на сигурно място; опитай отново, когато имаш сигнал.",
  "accounts.auth.tryAgain": "Опитай отново",
  "accounts.auth.signingOut": "Излизаме...",
  "accounts.verify.title": "Проверка на карта",
  "accounts.verify.noCode":
    "В тази връзка няма карта за проверка. Сканирай QR кода в портфейла SiteReady на работника.",
  "accounts.verify.checking": "Проверяваме картата…",
  "accounts.server.accountLimit":
    "Твърде много опити за вход в този профил. Изчакай минута и опитай отново или смени паролата си. На устройство, използвано вече за вход, правилната парола продължава да работи.",
  "accounts.server.wrongPassword": "Паролата не е вярна. Опитай отново.",
  "accounts.server.wrongCode":
    "Кодът не е верен. Провери дали часът на телефона е точен и въведи най-новия код.",
  "accounts.server.wrongRecoveryCode":
    "Кодът за възстановяване не е верен или вече е използван. Всеки код работи веднъж.",
  "accounts.stepUp.usePasskey": "Използвай ключ за достъп",
  "accounts.stepUp.emailMe": "Изпрати ми код по имейл",
  "accounts.stepUp.emailSent": "Изпратихме 6-цифрен код на {address}. Валиден е 10 минути.",
  "accounts.stepUp.emailCode": "Код от имейла",
  "accounts.stepUp.sendAgain": "Изпрати нов код",
  "accounts.password.title": "Парола",
  "accounts.password.intro":
    "Смени я, ако някой друг може да я знае. Другите устройства излизат от профила и получаваш имейл за промяната.",
  "accounts.password.current": "Сегашна парола",
  "accounts.password.new": "Нова парола",
  "accounts.password.change": "Смени паролата",
  "accounts.password.changed": "Паролата е сменена. Другите устройства излязоха от профила.",
  "accounts.password.noPasswordHint":
    "При вход с Google или друг доставчик профилът няма парола за SiteReady, която да се сменя.",
  "accounts.server.stepUpRequired":
    "За твоя сигурност потвърди, че това си ти: въведи код от приложението за удостоверяване и опитай отново.",
  "accounts.server.codeUsed":
    "Този код вече е използван. Изчакай следващия код в приложението за удостоверяване и въведи него.",
  "accounts.server.wrongStepUpCode":
    "Кодът не е верен или този код за възстановяване вече е използван. Въведи най-новия код.",
  "accounts.server.tooManyStepUpCodes": "Твърде много опити. Изчакай минута и опитай отново.",
  "accounts.server.emailCodeFormat": "Въведи 6-цифрения код от имейла, който ти изпратихме.",
  "accounts.server.wrongEmailCode": "Кодът не е верен или е изтекъл. Поискай нов код.",
  "accounts.server.emailCodeNotForThisAccount":
    "Потвърждението по имейл е за профили, които влизат без парола. Използвай приложението за удостоверяване или ключ за достъп.",
  "accounts.server.tooManyEmailCodes": "Вече изпратихме няколко кода. Изчакай 10 минути и поискай нов.",
  "accounts.server.noPasskey": "Този профил няма ключ за достъп. Използвай приложението за удостоверяване.",
  "accounts.server.stepUpPasskeyFailed":
    "Ключът за достъп не потвърди самоличността ти. Опитай отново или използвай приложението за удостоверяване.",
  "accounts.server.passkeyInUse":
    "Този ключ за достъп вече принадлежи на друг профил в SiteReady. Първо го премахни оттам или създай нов ключ на това устройство.",
  "accounts.server.emailCodeNotSent":
    "Имейлът не можа да бъде изпратен в момента. Опитай отново след минута или използвай приложението за удостоверяване.",
  "accounts.server.tooManyCodes": "Твърде много грешни кодове. Влез отново с паролата си, за да опиташ пак.",
  "accounts.server.codesLocked":
    "Твърде много грешни кодове за този профил. Изчакай 15 минути и опитай отново или по-късно ползвай един от кодовете за възстановяване.",
  "accounts.server.signInTimedOut": "Времето за вход изтече. Влез отново с имейла и паролата си.",
  "accounts.server.twoFactorAlreadyOn": "Двуфакторното удостоверяване вече е включено за този профил.",
  "accounts.server.twoFactorNotOn": "Двуфакторното удостоверяване не е включено за този профил.",
  "accounts.server.passkeyFailed":
    "Този ключ за достъп не проработи тук. Опитай отново или влез с имейла и паролата си.",
  "accounts.server.passkeyUnknown":
    "Този ключ за достъп вече не е регистриран в SiteReady. Влез с имейла и паролата си.",
  "accounts.server.passkeyTimedOut": "Заявката за ключ за достъп изтече. Опитай отново.",
  "accounts.server.passkeyAlreadyAdded": "Този ключ за достъп вече е добавен към профила ти.",
  "accounts.server.passkeyNotAdded": "Ключът за достъп не можа да бъде добавен. Опитай отново.",
  "accounts.server.passkeyFreshSignIn":
    "За твоя сигурност излез и влез отново, преди да добавиш ключ за достъп.",
  "accounts.userArea.online": "Онлайн",
  "accounts.userArea.offline": "Офлайн",
  "accounts.userArea.logOut": "Изход",
  "accounts.userArea.logIn": "Вход",
  "accounts.userArea.signUp": "Регистрация",
  "accounts.server.twoFactorRequiredForAdmins":
    "Администраторите трябва първо да включат двуфакторно удостоверяване. Настройва се в „Сигурност на профила“.",
  "accounts.server.accountSuspended":
    "Профилът ти в SiteReady е спрян, затова засега не може да се използва. Ако смяташ, че е грешка, пиши ни от страницата „Контакт“.",
  "accounts.server.accountSuspendedBecause":
    "Профилът ти в SiteReady е спрян, затова засега не може да се използва. Причина: {reason} Ако смяташ, че е грешка, пиши ни от страницата „Контакт“.",
  "accounts.server.recoveryLinkInvalid":
    "Тази връзка е невалидна, изтекла е или вече е използвана. Поискай нова, когато влизаш в профила си.",
  "accounts.server.ownTwoFactorFirst": "Първо включи двуфакторно удостоверяване за своя профил.",
  "accounts.devices.unknownBrowser": "Неизвестен браузър",
  "accounts.devices.unknownSystem": "Неизвестна система",
};
