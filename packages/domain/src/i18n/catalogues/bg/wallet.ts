import type { wallet as english } from "../en/wallet.ts";
import type { Translation } from "../translation.ts";

export const wallet: Translation<typeof english> = {
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
  "gate.next": "Влизането е записано. Сканирай следващата карта",
  "gate.register": "Регистър за влизане: {site}",
  "gate.waiting":
    "{count, plural, one {# влизане чака} other {# влизания чакат}} на този телефон да бъдат изпратени. Тръгват веднага щом имаш сигнал.",
  "gate.download": "Изтегли регистъра (CSV)",
  "gate.downloadNeedsSignal": "Изтеглянето на CSV иска сигнал.",
  "gate.nobody": "Още никой не е влизал на този обект.",
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
  "gate.result.checkedOffline":
    "Проверено на този телефон без сигнал: подписът е на SiteReady. Дали работникът е изтрил картата след това, се проверява само онлайн.",
  "gate.result.holder": "Притежател на картата",
  "gate.result.noPhoto": "За тази карта не се показва снимка.",
  "gate.result.photoOnline": "Снимката се показва само при проверка онлайн.",
  "gate.result.expiry": "Валидност",
  "gate.result.selfDeclared": "Декларирано от притежателя в SiteReady, не е проверено от схемата.",
  "gate.reason.noExpiry": "Валидна: тази карта няма срок на валидност.",
  "gate.reason.expired": "Тази карта е изтекла.",
  "gate.reason.expiresToday": "Валидна, но изтича днес.",
  "gate.reason.expiresIn": "Валидна, но изтича след {days} дни.",
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
    "Това е код на живо: проверява се само със сигнал. Свържи се или поискай от работника офлайн кода.",
  "gate.reason.notAGateCode": "Това не е код на карта от SiteReady.",
  "gate.reason.revoked": "Тази карта вече не се показва на входа: притежателят я е изтрил или изключил.",
  "gate.reason.noKeys":
    "Този телефон още няма ключовете на SiteReady: отвори веднъж проверката на входа със сигнал, после сканирай пак.",
  "gate.scanner.cameraFailed":
    "Камерата не можа да се включи. Разреши камерата или сканирай от снимка по-долу.",
  "gate.scanner.noCode": "На тази снимка няма QR код. Опитай пак, по-отблизо и на фокус.",
  "gate.scanner.view": "Изглед от камерата: дръж QR кода на работника в рамката",
  "gate.scanner.stop": "Спри камерата",
  "gate.scanner.start": "Сканирай с камерата",
  "gate.scanner.photo": "Сканирай от снимка",
  "gate.notKnown": "Неизвестно",
};
