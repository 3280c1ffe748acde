import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "wallet.title": "Портфейл за входа",
  "wallet.intro":
    "Докосни карта, за да я покажеш на цял екран с номера и QR кода. Портфейлът се отваря дори без сигнал.",
  "wallet.loading": "Зареждане на портфейла…",
  "wallet.sync.never": "Още не е синхронизиран",
  "wallet.sync.justNow": "Синхронизиран току-що",
  "wallet.sync.minutes": "Синхронизиран преди {count} мин",
  "wallet.sync.hours": "Синхронизиран преди {count} ч",
  "wallet.sync.days": "Синхронизиран преди {count, plural, one {# ден} other {# дни}}",
  "wallet.stale":
    "Портфейлът не е синхронизиран повече от 7 дни, така че някоя карта може да се е променила. Свържи се, за да го обновиш.",
  "wallet.waiting":
    "{count, plural, one {# промяна чака} other {# промени чакат}} да бъдат изпратени. Тръгват веднага щом имаш сигнал.",
  "wallet.whatGateKeeperSees": "Какво вижда пазачът за теб",
  "wallet.seesName":
    "Пазачът, който сканира QR кода на карта, вижда името ти, данните на картата и нищо друго за теб.",
  "wallet.seesNameAndPhoto":
    "Пазачът, който сканира QR кода на карта, вижда името и профилната ти снимка (можеш да изключиш снимката за всяка карта), данните на картата и нищо друго за теб.",
  "wallet.iosHomeScreen":
    "За да отваряш картите си без сигнал, добави SiteReady на началния екран: докосни Сподели, после „Добави към началния екран“.",
  "wallet.emptyTitle": "Още няма карти за входа",
  "wallet.emptyText":
    "Избери „Покажи на входа“ при карта, документ или квалификация и тя ще се появи тук, готова за отваряне без сигнал.",
  "wallet.chooseCards": "Избери от моите карти",
  "wallet.list": "Карти за показване на входа",
  "wallet.openFullScreen": "отвори на цял екран",
  "wallet.kind.skillsCard": "Карта за квалификация",
  "wallet.frontOf": "Лице: {title}",
  "wallet.noNumber": "Без номер",
  "wallet.expires": "Валидна до {date}",
  "wallet.noExpiryDate": "Без срок на валидност",
  "wallet.you": "Ти, както те вижда пазачът",
  "wallet.showAtGate": "Покажи на входа",
  "wallet.waitingOne": "Чака изпращане: тръгва веднага щом имаш сигнал.",
  "wallet.zoomIn": "Увеличи",
  "wallet.zoomOut": "Намали",
  "wallet.zoomOn": "– {photo}",
  "wallet.qr.live": "Код на живо: сменя се всяка минута и спира да работи няколко минути след показването.",
  "wallet.qr.signed": "Офлайн код: телефонът на пазача го проверява без сигнал. Валиден до {time} {date}.",
  "wallet.qr.expired":
    "Офлайн кодът ти е изтекъл (важи 24 часа). Свържи се веднъж, за да получиш нов; номерът на картата по-горе още работи при проверката на схемата.",
  "wallet.qr.alt": "QR код: сканирай, за да провериш – {kind}",
  "wallet.qr.selfDeclared": "Декларирано от притежателя, не е проверено от схемата.",
  "wallet.qr.showOffline": "Покажи офлайн кода",
  "wallet.qr.showLive": "Покажи кода на живо",
  "wallet.gateKeeperSees": "Какво вижда пазачът",
  "wallet.checkShowsName":
    "Проверката на тази карта показва на пазача името ти, данните на картата и нищо друго за теб.",
  "wallet.checkShowsNameAndPhoto":
    "Проверката на тази карта показва на пазача името и профилната ти снимка, данните на картата и нищо друго за теб.",
  "wallet.showMyPhoto": "Показвай снимката ми при проверка на тази карта",
  "wallet.addPhoto": "Добави профилна снимка в Лични данни, за да може пазачът да те разпознае.",
  "wallet.close": "Затвори",
  "wallet.number": "Номер",
  "wallet.stopShowing": "Спри да показваш това на входа",
  "gate.title": "Проверка на входа",
  "gate.intro":
    "Сканирай QR кода от портфейла SiteReady на работника. Офлайн кодовете се проверяват на този телефон без сигнал; кодовете на живо искат сигнал.",
  "gate.connectOnce": "Свържи се веднъж, за да може този телефон да проверява офлайн кодове.",
  "gate.site": "Обект",
  "gate.siteHint": "Регистърът се води отделно за всеки обект.",
  "gate.changeSite": "Смени обекта",
  "gate.startRegister": "Започни регистъра",
  "gate.checking": "Проверка на картата…",
  "gate.enterSite": "Въведи името на обекта, за да започнеш регистъра му за влизане.",
  "gate.register": "Регистър за влизане: {site}",
  "gate.waiting":
    "{count, plural, one {# промяна в регистъра чака изпращане на този телефон. Тръгва веднага щом имаш сигнал.} other {# промени в регистъра чакат изпращане на този телефон. Тръгват веднага щом имаш сигнал.}}",
  "gate.download": "Изтегли регистъра (CSV)",
  "gate.downloadNeedsSignal": "Изтеглянето на CSV иска сигнал.",
  "gate.column.when": "Кога",
  "gate.column.who": "Кой",
  "gate.column.card": "Карта",
  "gate.column.status": "Резултат",
  "gate.outcome.green": "Зелено",
  "gate.outcome.amber": "Жълто",
  "gate.outcome.red": "Червено",
  "gate.result.valid": "Валидна",
  "gate.result.expiringSoon": "Изтича скоро",
  "gate.result.doNotAccept": "Не приемай",
  "gate.result.checkedOnline": "Проверено онлайн със SiteReady току-що.",
  "gate.result.holder": "Притежател на картата",
  "gate.result.noPhoto": "За тази карта не се показва снимка.",
  "gate.result.photoOnline": "Снимката се показва само при проверка онлайн.",
  "gate.result.expiry": "Валидност",
  "gate.result.selfDeclared": "Декларирано от притежателя в SiteReady, не е проверено от схемата.",
  "gate.reason.noExpiry": "Валидна: тази карта няма срок на валидност.",
  "gate.reason.expired": "Тази карта е изтекла.",
  "gate.reason.expiresToday": "Валидна, но изтича днес.",
  "gate.reason.expiresIn": "Валидна, но изтича след {days, plural, one {# ден} other {# дни}}.",
  "gate.reason.inDate": "Валидна.",
  "gate.reason.forged":
    "Този код не е истински: подписът му не съвпада с този на SiteReady. Може да е променен или измислен.",
  "gate.reason.unknownKey":
    "Този код е подписан с ключ, който телефонът не познава. Свържи се веднъж, за да обновиш ключовете, после сканирай пак.",
  "gate.reason.signedExpired":
    "Този офлайн код е изтекъл (важи 24 часа). Помоли работника да се свърже и да покаже картата пак.",
  "gate.reason.liveExpired":
    "Този QR код е изтекъл: спира да работи 3 минути след показването. Помоли работника да отвори картата пак.",
  "gate.reason.liveNeedsSignal":
    "Това е код на живо: проверява се само със сигнал. Помоли работника да натисне „Покажи офлайн кода“ на картата си и сканирай отново.",
  "gate.reason.notAGateCode": "Това не е код на карта от SiteReady.",
  "gate.reason.revoked": "Тази карта вече не се показва на входа: притежателят я е изтрил или изключил.",
  "gate.reason.noKeys":
    "Този телефон още няма ключовете на SiteReady: отвори веднъж проверката на входа със сигнал, после сканирай пак.",
  "gate.result.checkedOffline":
    "Проверено на този телефон без сигнал: подписът е на SiteReady, а картата е проверена спрямо списъка с оттеглени карти на този телефон. Карта, оттеглена след последното обновяване на списъка, се хваща само онлайн.",
  "gate.result.cannotConfirm": "Не може да се потвърди",
  "gate.reason.withdrawn":
    "Притежателят е оттеглил или променил тази карта, след като е направен този код. Не приемай този код: помоли работника да се свърже и да покаже картата пак.",
  "gate.reason.withdrawnListMissing":
    "Този телефон няма списък с оттеглени карти, затова не може да каже дали притежателят е оттеглил тази карта. Свържи се, за да обновиш списъка, или провери със сигнал.",
  "gate.reason.withdrawnListOutOfDate":
    "Списъкът с оттеглени карти на този телефон е остарял, затова не може да каже дали притежателят е оттеглил тази карта. Свържи се, за да обновиш списъка, или провери със сигнал.",
  "gate.reason.withdrawnListNotGenuine":
    "Списъкът с оттеглени карти на този телефон не е истински (подписът му не съвпада с този на SiteReady), затова е пренебрегнат. Свържи се, за да обновиш списъка, или провери със сигнал.",
  "gate.reason.withdrawnListPartial":
    "Списъкът с оттеглени карти на този телефон не стига назад до момента, в който е направен този код, затова не може да каже дали притежателят е оттеглил тази карта. Провери със сигнал.",
  "gate.withdrawnList.none": "Няма списък с оттеглени карти на този телефон.",
  "gate.withdrawnList.justNow": "Списъкът с оттеглени карти е обновен току-що.",
  "gate.withdrawnList.minutes":
    "Списъкът с оттеглени карти е обновен преди {count, plural, one {# минута} other {# минути}}.",
  "gate.withdrawnList.hours":
    "Списъкът с оттеглени карти е обновен преди {count, plural, one {# час} other {# часа}}.",
  "gate.withdrawnList.days":
    "Списъкът с оттеглени карти е обновен преди {count, plural, one {# ден} other {# дни}}.",
  "gate.scanner.cameraFailed":
    "Камерата не можа да се включи. Разреши камерата или сканирай от снимка по-долу.",
  "gate.scanner.noCode": "На тази снимка няма QR код. Опитай пак, по-отблизо и на фокус.",
  "gate.scanner.view": "Изглед от камерата: дръж QR кода на работника в рамката",
  "gate.scanner.stop": "Спри камерата",
  "gate.scanner.start": "Сканирай с камерата",
  "gate.scanner.photo": "Сканирай от снимка",
  "gate.notKnown": "Неизвестно",
  "gate.decide.accept": "Приеми и впиши влизането",
  "gate.decide.refuse": "Откажи влизане",
  "gate.decide.letInAnyway": "Пусни въпреки това",
  "gate.decide.scanAgain": "Сканирай отново",
  "gate.decide.nobodyNamed":
    "Тази проверка не показва чия е картата, затова по нея не може да се впише ничие влизане.",
  "gate.refuse.title": "Защо отказваш влизане?",
  "gate.refusal.cardExpired": "Изтекла карта",
  "gate.refusal.notGenuine": "Фалшива карта или код",
  "gate.refusal.wrongPerson": "Друг човек, не титулярът",
  "gate.refusal.noCard": "Няма карта",
  "gate.refusal.other": "Друга причина",
  "gate.refuse.note": "Подробности",
  "gate.refuse.noteHint": "Задължително при „Друга причина“. Остава в регистъра.",
  "gate.back": "Назад",
  "gate.letIn.title": "Защо пускаш този човек?",
  "gate.letIn.hint": "Проверката е червена. Причината ти остава в регистъра.",
  "gate.letIn.confirm": "Впиши влизането въпреки това",
  "gate.decisionError.chooseReason": "Избери защо отказваш влизане.",
  "gate.decisionError.otherNeedsWords": "При „Друга причина“ напиши с няколко думи защо.",
  "gate.decisionError.redNeedsWords": "Напиши защо пускаш този човек, въпреки че проверката е червена.",
  "gate.decisionError.nobodyNamed":
    "По тази проверка не може да се впише ничие влизане: не се вижда чия е картата. Сканирай отново или откажи влизане.",
  "gate.done.signedIn": "Влизането е вписано: {name}.",
  "gate.done.refused": "Отказано влизане: {name}.",
  "gate.onSite.heading": "Сега на обекта: {count}",
  "gate.onSite.nobody": "В момента няма никого на обекта.",
  "gate.onSite.since": "Влизане: {when}",
  "gate.signOut": "Впиши излизане",
  "gate.signOutAll": "Впиши излизане на всички",
  "gate.signOutAll.question":
    "{count, plural, one {Да се впише ли излизането на единствения човек на обекта?} other {Да се впише ли излизането на всички # души на обекта?}} Направи го, след като всички са си тръгнали.",
  "gate.cancel": "Отказ",
  "gate.signedOutOne": "Излизането е вписано: {name}.",
  "gate.signedOutAll": "Вписани излизания: {count, plural, one {# човек} other {# души}}.",
  "gate.history": "Проверки и решения",
  "gate.noChecks": "На този обект още няма проверки.",
  "gate.decision.signedIn": "Вписано влизане",
  "gate.decision.signedOut": "Излизане: {when}",
  "gate.decision.refused": "Отказ: {reason}",
  "gate.register.lastSynced":
    "Няма сигнал: това е регистърът от последната синхронизация на този телефон ({when}). Влизанията и излизанията, вписани оттогава на други телефони, не се виждат тук.",
  "gate.register.noCopy":
    "Няма сигнал, а този телефон още няма копие на регистъра на този обект. Свържи се веднъж, за да го получиш.",
  "wallet.kind.document": "Документ",
  "wallet.kind.qualification": "Квалификация",
};
