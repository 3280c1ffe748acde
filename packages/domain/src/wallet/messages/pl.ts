import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "wallet.title": "Portfel na bramę",
  "wallet.intro":
    "Dotknij karty, aby pokazać ją na cały ekran z numerem i kodem QR. Portfel otwiera się nawet bez zasięgu.",
  "wallet.loading": "Wczytywanie portfela…",
  "wallet.sync.never": "Jeszcze nie zsynchronizowano",
  "wallet.sync.justNow": "Zsynchronizowano przed chwilą",
  "wallet.sync.minutes": "Zsynchronizowano {count} min temu",
  "wallet.sync.hours": "Zsynchronizowano {count} godz. temu",
  "wallet.sync.days":
    "Zsynchronizowano {count, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}} temu",
  "wallet.stale":
    "Portfel nie synchronizował się od ponad 7 dni, więc karta mogła się w tym czasie zmienić. Połącz się, aby go zaktualizować.",
  "wallet.waiting":
    "{count, plural, one {# zmiana czeka} few {# zmiany czekają} many {# zmian czeka} other {# zmiany czeka}} na wysłanie. Wyślemy je, gdy tylko będzie zasięg.",
  "wallet.whatGateKeeperSees": "Co widzi o Tobie osoba na bramie",
  "wallet.seesName":
    "Osoba na bramie, która zeskanuje kod QR karty, widzi Twoje imię i nazwisko, dane karty i nic więcej o Tobie.",
  "wallet.seesNameAndPhoto":
    "Osoba na bramie, która zeskanuje kod QR karty, widzi Twoje imię i nazwisko oraz zdjęcie profilowe (zdjęcie możesz wyłączyć przy każdej karcie), dane karty i nic więcej o Tobie.",
  "wallet.iosHomeScreen":
    "Aby otwierać karty bez zasięgu, dodaj SiteReady do ekranu głównego: dotknij Udostępnij, potem „Do ekranu początkowego”.",
  "wallet.emptyTitle": "Nie masz jeszcze kart na bramę",
  "wallet.emptyText":
    "Zaznacz „Pokaż na bramie” przy karcie, dokumencie lub kwalifikacji, a pojawi się tutaj, gotowa do otwarcia bez zasięgu.",
  "wallet.chooseCards": "Wybierz z moich kart",
  "wallet.list": "Karty do pokazania na bramie",
  "wallet.openFullScreen": "otwórz na cały ekran",
  "wallet.kind.skillsCard": "Karta uprawnień",
  "wallet.frontOf": "Przód: {title}",
  "wallet.noNumber": "Brak numeru",
  "wallet.expires": "Ważna do {date}",
  "wallet.noExpiryDate": "Brak daty ważności",
  "wallet.you": "Ty, tak jak widzi Cię osoba na bramie",
  "wallet.showAtGate": "Pokaż na bramie",
  "wallet.waitingOne": "Czeka na wysłanie: wyślemy, gdy tylko będzie zasięg.",
  "wallet.zoomIn": "Powiększ",
  "wallet.zoomOut": "Pomniejsz",
  "wallet.zoomOn": "– {photo}",
  "wallet.qr.live": "Kod na żywo: zmienia się co minutę i przestaje działać kilka minut po pokazaniu.",
  "wallet.qr.signed": "Kod offline: telefon osoby na bramie sprawdza go bez zasięgu. Ważny do {time} {date}.",
  "wallet.qr.expired":
    "Twój kod offline wygasł (działa 24 godziny). Połącz się raz, aby dostać nowy; numer karty powyżej nadal działa w sprawdzaniu systemu karty.",
  "wallet.qr.alt": "Kod QR: zeskanuj, aby sprawdzić – {kind}",
  "wallet.qr.selfDeclared": "Dane podane przez posiadacza, niesprawdzone w systemie karty.",
  "wallet.qr.showOffline": "Pokaż kod offline",
  "wallet.qr.showLive": "Pokaż kod na żywo",
  "wallet.gateKeeperSees": "Co widzi osoba na bramie",
  "wallet.checkShowsName":
    "Sprawdzenie tej karty pokazuje osobie na bramie Twoje imię i nazwisko, dane karty i nic więcej o Tobie.",
  "wallet.checkShowsNameAndPhoto":
    "Sprawdzenie tej karty pokazuje osobie na bramie Twoje imię i nazwisko oraz zdjęcie profilowe, dane karty i nic więcej o Tobie.",
  "wallet.showMyPhoto": "Pokazuj moje zdjęcie przy sprawdzeniu tej karty",
  "wallet.addPhoto": "Dodaj zdjęcie profilowe w Danych osobowych, aby osoba na bramie mogła Cię rozpoznać.",
  "wallet.close": "Zamknij",
  "wallet.number": "Numer",
  "wallet.stopShowing": "Przestań pokazywać na bramie",
  "gate.title": "Kontrola na bramie",
  "gate.intro":
    "Zeskanuj kod QR z portfela SiteReady pracownika. Kody offline są sprawdzane na tym telefonie bez zasięgu; kody na żywo potrzebują zasięgu.",
  "gate.connectOnce": "Połącz się raz, aby ten telefon mógł sprawdzać kody offline.",
  "gate.site": "Budowa",
  "gate.siteHint": "Rejestr prowadzi się osobno dla każdej budowy.",
  "gate.changeSite": "Zmień budowę",
  "gate.startRegister": "Zacznij rejestr",
  "gate.checking": "Sprawdzanie karty…",
  "gate.enterSite": "Wpisz nazwę budowy, aby zacząć jej rejestr wejść.",
  "gate.register": "Rejestr wejść: {site}",
  "gate.waiting":
    "{count, plural, one {# zmiana w rejestrze czeka} few {# zmiany w rejestrze czekają} many {# zmian w rejestrze czeka} other {# zmiany w rejestrze czeka}} na tym telefonie na wysłanie. Wyślemy je, gdy tylko będzie zasięg.",
  "gate.download": "Pobierz rejestr (CSV)",
  "gate.downloadNeedsSignal": "Pobranie CSV wymaga zasięgu.",
  "gate.column.when": "Kiedy",
  "gate.column.who": "Kto",
  "gate.column.card": "Karta",
  "gate.column.status": "Wynik",
  "gate.outcome.green": "Zielony",
  "gate.outcome.amber": "Żółty",
  "gate.outcome.red": "Czerwony",
  "gate.result.valid": "Ważna",
  "gate.result.expiringSoon": "Wkrótce wygasa",
  "gate.result.doNotAccept": "Nie akceptuj",
  "gate.result.checkedOnline": "Sprawdzono przed chwilą online w SiteReady.",
  "gate.result.holder": "Posiadacz karty",
  "gate.result.noPhoto": "Przy tej karcie nie pokazano zdjęcia.",
  "gate.result.photoOnline": "Zdjęcie widać tylko przy sprawdzeniu online.",
  "gate.result.expiry": "Ważność",
  "gate.result.selfDeclared": "Dane podane przez posiadacza w SiteReady, niesprawdzone w systemie karty.",
  "gate.reason.noExpiry": "Ważna: ta karta nie ma daty ważności.",
  "gate.reason.expired": "Ta karta straciła ważność.",
  "gate.reason.expiresToday": "Ważna, ale traci ważność dziś.",
  "gate.reason.expiresIn":
    "Ważna, ale traci ważność za {days, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}.",
  "gate.reason.inDate": "Ważna.",
  "gate.reason.forged":
    "Ten kod nie jest prawdziwy: jego podpis nie zgadza się z podpisem SiteReady. Mógł zostać zmieniony albo zmyślony.",
  "gate.reason.unknownKey":
    "Ten kod podpisano kluczem, którego ten telefon nie zna. Połącz się raz, aby zaktualizować klucze, i zeskanuj ponownie.",
  "gate.reason.signedExpired":
    "Ten kod offline wygasł (działa 24 godziny). Poproś pracownika, aby się połączył i pokazał kartę ponownie.",
  "gate.reason.liveExpired":
    "Ten kod QR wygasł: przestaje działać 3 minuty po pokazaniu. Poproś pracownika, aby otworzył kartę ponownie.",
  "gate.reason.liveNeedsSignal":
    "To kod na żywo: można go sprawdzić tylko z zasięgiem. Poproś pracownika o naciśnięcie „Pokaż kod offline” na karcie i zeskanuj ponownie.",
  "gate.reason.notAGateCode": "To nie jest kod karty SiteReady.",
  "gate.reason.revoked": "Ta karta nie jest już pokazywana na bramie: posiadacz ją usunął albo wyłączył.",
  "gate.reason.noKeys":
    "Ten telefon nie ma jeszcze kluczy SiteReady: otwórz raz kontrolę na bramie z zasięgiem i zeskanuj ponownie.",
  "gate.result.checkedOffline":
    "Sprawdzono na tym telefonie bez zasięgu: podpis należy do SiteReady, a kartę porównano z listą wycofanych kart na tym telefonie. Kartę wycofaną po ostatniej aktualizacji tej listy można wykryć tylko online.",
  "gate.result.cannotConfirm": "Nie można potwierdzić",
  "gate.reason.withdrawn":
    "Posiadacz wycofał albo zmienił tę kartę po utworzeniu tego kodu. Nie akceptuj tego kodu: poproś pracownika, aby się połączył i pokazał kartę ponownie.",
  "gate.reason.withdrawnListMissing":
    "Ten telefon nie ma listy wycofanych kart, więc nie wie, czy posiadacz nie wycofał tej karty. Połącz się, aby zaktualizować listę, albo sprawdź z zasięgiem.",
  "gate.reason.withdrawnListOutOfDate":
    "Lista wycofanych kart na tym telefonie jest nieaktualna, więc telefon nie wie, czy posiadacz nie wycofał tej karty. Połącz się, aby zaktualizować listę, albo sprawdź z zasięgiem.",
  "gate.reason.withdrawnListNotGenuine":
    "Lista wycofanych kart na tym telefonie nie jest prawdziwa (jej podpis nie pasuje do podpisu SiteReady), więc ją pominięto. Połącz się, aby zaktualizować listę, albo sprawdź z zasięgiem.",
  "gate.reason.withdrawnListPartial":
    "Lista wycofanych kart na tym telefonie nie sięga do chwili utworzenia tego kodu, więc telefon nie wie, czy posiadacz nie wycofał tej karty. Sprawdź z zasięgiem.",
  "gate.withdrawnList.none": "Brak listy wycofanych kart na tym telefonie.",
  "gate.withdrawnList.justNow": "Lista wycofanych kart zaktualizowana przed chwilą.",
  "gate.withdrawnList.minutes":
    "Lista wycofanych kart zaktualizowana {count, plural, one {# minutę} few {# minuty} many {# minut} other {# minuty}} temu.",
  "gate.withdrawnList.hours":
    "Lista wycofanych kart zaktualizowana {count, plural, one {# godzinę} few {# godziny} many {# godzin} other {# godziny}} temu.",
  "gate.withdrawnList.days":
    "Lista wycofanych kart zaktualizowana {count, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}} temu.",
  "gate.scanner.cameraFailed":
    "Nie udało się włączyć aparatu. Zezwól na aparat albo zeskanuj ze zdjęcia poniżej.",
  "gate.scanner.noCode": "Na tym zdjęciu nie ma kodu QR. Spróbuj ponownie, bliżej i ostrzej.",
  "gate.scanner.view": "Obraz z aparatu: trzymaj kod QR pracownika w ramce",
  "gate.scanner.stop": "Wyłącz aparat",
  "gate.scanner.start": "Skanuj aparatem",
  "gate.scanner.photo": "Skanuj ze zdjęcia",
  "gate.notKnown": "Nieznane",
  "gate.decide.accept": "Wpuść i zapisz wejście",
  "gate.decide.refuse": "Odmów wejścia",
  "gate.decide.letInAnyway": "Wpuść mimo to",
  "gate.decide.scanAgain": "Skanuj ponownie",
  "gate.decide.nobodyNamed":
    "To sprawdzenie nie pokazuje, czyja to karta, więc na jego podstawie nie można zapisać niczyjego wejścia.",
  "gate.refuse.title": "Dlaczego odmawiasz wejścia?",
  "gate.refusal.cardExpired": "Karta straciła ważność",
  "gate.refusal.notGenuine": "Nieprawdziwa karta lub kod",
  "gate.refusal.wrongPerson": "Inna osoba niż na karcie",
  "gate.refusal.noCard": "Brak karty",
  "gate.refusal.other": "Inny powód",
  "gate.refuse.note": "Szczegóły",
  "gate.refuse.noteHint": "Wymagane przy „Inny powód”. Zostaje w rejestrze.",
  "gate.back": "Wstecz",
  "gate.letIn.title": "Dlaczego wpuszczasz tę osobę?",
  "gate.letIn.hint": "Wynik sprawdzenia jest czerwony. Powód zostaje w rejestrze.",
  "gate.letIn.confirm": "Zapisz wejście mimo to",
  "gate.decisionError.chooseReason": "Wybierz, dlaczego odmawiasz wejścia.",
  "gate.decisionError.otherNeedsWords": "Przy „Inny powód” napisz w kilku słowach dlaczego.",
  "gate.decisionError.redNeedsWords":
    "Napisz, dlaczego wpuszczasz tę osobę, choć wynik sprawdzenia jest czerwony.",
  "gate.decisionError.nobodyNamed":
    "Na podstawie tego sprawdzenia nie można zapisać niczyjego wejścia: nie widać, czyja to karta. Zeskanuj ponownie albo odmów wejścia.",
  "gate.done.signedIn": "Wejście zapisane: {name}.",
  "gate.done.refused": "Odmowa wejścia: {name}.",
  "gate.onSite.heading": "Teraz na budowie: {count}",
  "gate.onSite.nobody": "Teraz nikogo nie ma na budowie.",
  "gate.onSite.since": "Wejście: {when}",
  "gate.signOut": "Zapisz wyjście",
  "gate.signOutAll": "Zapisz wyjście wszystkich",
  "gate.signOutAll.question":
    "{count, plural, one {Zapisać wyjście jedynej osoby na budowie?} few {Zapisać wyjście wszystkich # osób na budowie?} many {Zapisać wyjście wszystkich # osób na budowie?} other {Zapisać wyjście wszystkich # osoby na budowie?}} Zrób to, gdy wszyscy już wyjdą.",
  "gate.cancel": "Anuluj",
  "gate.signedOutOne": "Wyjście zapisane: {name}.",
  "gate.signedOutAll":
    "Zapisano wyjście: {count, plural, one {# osoba} few {# osoby} many {# osób} other {# osoby}}.",
  "gate.history": "Sprawdzenia i decyzje",
  "gate.noChecks": "Na tej budowie nikogo jeszcze nie sprawdzano.",
  "gate.decision.signedIn": "Wejście zapisane",
  "gate.decision.signedOut": "Wyjście: {when}",
  "gate.decision.refused": "Odmowa: {reason}",
  "gate.register.lastSynced":
    "Brak zasięgu: to rejestr z ostatniej synchronizacji tego telefonu ({when}). Wejścia i wyjścia zapisane od tego czasu na innych telefonach nie są tu widoczne.",
  "gate.register.noCopy":
    "Brak zasięgu, a ten telefon nie ma jeszcze kopii rejestru tej budowy. Połącz się raz, aby ją pobrać.",
  "wallet.kind.document": "Dokument",
  "wallet.kind.qualification": "Kwalifikacja",
};
