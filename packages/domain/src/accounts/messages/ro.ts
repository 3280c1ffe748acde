import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "login.title": "Intră în cont",
  "login.submit": "Intră în cont",
  "login.forgotPassword": "Ai uitat parola?",
  "login.newHere": "E prima dată aici? Creează un cont",
  "login.passkey": "Intră cu o cheie de acces (passkey)",
  "login.or": "sau",
  "login.continueWith": "Continuă cu {provider}",
  "login.providerFailed": "Intrarea prin furnizor nu s-a terminat. Încearcă din nou.",
  "login.stateMismatch":
    "Intrarea prin furnizor a fost întreruptă sau a fost începută în alt tab sau browser. Încearcă din nou.",
  "register.title": "Creează-ți contul gratuit",
  "register.steps": "Pașii înregistrării",
  "register.stepOf": "Pasul {step} din {total}: ",
  "register.step.personal": "Date personale",
  "register.step.contact": "Contact",
  "register.step.security": "Parolă",
  "register.step.confirmation": "Confirmare",
  "register.emailHint": "Aici îți trimitem mementourile de reînnoire și linkurile pentru schimbarea parolei.",
  "register.name": "Nume",
  "register.back": "Înapoi",
  "register.next": "Mai departe",
  "register.create": "Creează contul",
  "register.haveAccount": "Ai deja cont?",
  "register.logIn": "Intră în cont",
  "terms.agree":
    "Sunt de acord cu <terms>condițiile de utilizare</terms> și cu <privacy>nota de confidențialitate</privacy>.",
  "terms.beforeTitle": "Înainte să continui",
  "terms.beforeText":
    "SiteReady păstrează pașaportul, cardurile și datele tale bancare. Ca să folosești contul, citește cum avem grijă de ele și fii de acord.",
  "terms.continue": "Continuă",
  "terms.logOut": "Ieși din cont",
  "accounts.page.forgotten": "Parolă uitată",
  "accounts.forgot.title": "Schimbă-ți parola",
  "accounts.forgot.intro":
    "Scrie e-mailul cu care te-ai înregistrat și îți trimitem un link ca să schimbi parola.",
  "accounts.forgot.send": "Trimite linkul",
  "accounts.forgot.sent":
    "Dacă un cont folosește <email></email>, i-am trimis un link ca să alegi o parolă nouă. Linkul merge o oră. Dacă nu a ajuns în câteva minute, uită-te în dosarul spam.",
  "accounts.backToLogIn": "Înapoi la intrarea în cont",
  "accounts.reset.title": "Alege o parolă nouă",
  "accounts.reset.invalid": "Linkul pentru parolă nu este valid sau a expirat. Cere unul nou.",
  "accounts.reset.askAgain": "Cere un link nou",
  "accounts.reset.done": "Parola ta a fost schimbată. Intră în cont cu parola nouă.",
  "accounts.reset.newPassword": "Parola nouă",
  "accounts.reset.confirmNewPassword": "Repetă parola nouă",
  "accounts.reset.save": "Salvează parola nouă",
  "accounts.strength": "Puterea parolei: {strength}",
  "accounts.strength.refused": "(parola aceasta nu va fi acceptată)",
  "accounts.strength.checkedOnSave":
    "La salvare, parola este verificată și pe lista de parole furate de pe alte site-uri.",
  "accounts.strength.veryWeak": "Foarte slabă",
  "accounts.strength.weak": "Slabă",
  "accounts.strength.fair": "Potrivită",
  "accounts.strength.strong": "Puternică",
  "accounts.strength.veryStrong": "Foarte puternică",
  "accounts.strength.common":
    "Parola aceasta este pe listele de parole comune și furate pe care atacatorii le încearcă primele. Alege alta.",
  "accounts.strength.personal": "Conține numele sau e-mailul tău.",
  "accounts.strength.guessedAtOnce": "Ar fi ghicită aproape imediat.",
  "accounts.strength.isEmail":
    "Aceasta este adresa ta de e-mail. Alege ceva ce nimeni nu ar putea ghici pornind de la ea.",
  "accounts.strength.nameWithNumbers":
    "Este numele sau e-mailul tău, doar cu cifre sau simboluri adăugate. Alege cuvinte pe care nimeni nu le-ar asocia cu tine.",
  "accounts.strength.siteName":
    "Este numele acestui site, doar cu cifre sau simboluri adăugate. Alege-ți propriile cuvinte.",
  "accounts.strength.oneWord":
    "Este un singur cuvânt, doar cu un an, cifre sau simboluri adăugate. Folosește în schimb trei sau patru cuvinte fără legătură între ele.",
  "accounts.strength.leaked":
    "Parola aceasta este pe o listă de un milion de parole furate de pe alte site-uri. Alege alta.",
  "accounts.strength.straightRow": "Tastele la rând de pe tastatură sunt ușor de ghicit.",
  "accounts.strength.keyPattern": "Modelele scurte de pe tastatură sunt ușor de ghicit.",
  "accounts.strength.simpleRepeat": 'Caracterele repetate, ca "aaa", sunt ușor de ghicit.',
  "accounts.strength.extendedRepeat": 'Modelele repetate, ca "abcabcabc", sunt ușor de ghicit.',
  "accounts.strength.sequences": 'Șirurile obișnuite de caractere, ca "abc", sunt ușor de ghicit.',
  "accounts.strength.recentYears": "Anii recenți sunt ușor de ghicit.",
  "accounts.strength.dates": "Datele sunt ușor de ghicit.",
  "accounts.strength.wordByItself": "Cuvintele singure sunt ușor de ghicit.",
  "accounts.strength.namesByThemselves": "Prenumele sau numele singure sunt ușor de ghicit.",
  "accounts.strength.commonNames": "Prenumele și numele obișnuite sunt ușor de ghicit.",
  "accounts.strength.avoidL33t": "Evită înlocuirile de litere ușor de ghicit, ca '@' în loc de 'a'.",
  "accounts.strength.avoidReversed": "Evită cuvintele obișnuite scrise de-a-ndoaselea.",
  "accounts.strength.allUppercase": "Pune câteva majuscule, dar nu toate literele.",
  "accounts.strength.capitalization": "Pune majuscule nu doar la prima literă.",
  "accounts.strength.avoidDates": "Evită datele și anii legați de tine.",
  "accounts.strength.avoidRecentYears": "Evită anii recenți.",
  "accounts.strength.avoidAssociatedYears": "Evită anii legați de tine.",
  "accounts.strength.avoidSequences": "Evită șirurile obișnuite de caractere.",
  "accounts.strength.avoidRepeated": "Evită cuvintele și caracterele repetate.",
  "accounts.strength.longerKeyboardPattern":
    "Folosește modele mai lungi pe tastatură și schimbă de mai multe ori direcția.",
  "accounts.strength.anotherWord": "Adaugă mai multe cuvinte mai puțin obișnuite.",
  "accounts.strength.useWords": "Folosește mai multe cuvinte, dar evită expresiile obișnuite.",
  "accounts.strength.noNeed": "O parolă puternică nu are nevoie de simboluri, cifre sau majuscule.",
  "accounts.strength.pwned": "Dacă folosești parola aceasta și în altă parte, schimb-o.",
  "accounts.save": "Salvează",
  "accounts.confirm": "Confirmă",
  "accounts.signOut": "Ieși din cont",
  "accounts.problem.connection": "Nu a mers. Verifică conexiunea și încearcă din nou.",
  "accounts.problem.retry": "Nu a mers. Încearcă din nou.",
  "accounts.code": "Cod",
  "accounts.secondFactor.intro":
    "Deschide aplicația de autentificare și scrie codul de 6 cifre pe care îl arată pentru SiteReady.",
  "accounts.secondFactor.hint": "Sau unul dintre codurile de recuperare, de exemplu ABCDE-12345.",
  "accounts.secondFactor.trust": "Ai încredere în acest dispozitiv 30 de zile",
  "accounts.lostFactor.question": "Ai pierdut telefonul și codurile de recuperare?",
  "accounts.lostFactor.recover": "Recuperează prin e-mail",
  "accounts.lostFactor.safety":
    "Pentru siguranța ta, verificarea în doi pași se oprește la 72 de ore după ce confirmi.",
  "accounts.lostFactor.sent":
    "Dacă acel cont are verificarea în doi pași, i-am trimis un e-mail. Deschide linkul din el ca să continui.",
  "accounts.recovery.confirmed":
    "Confirmat. Verificarea în doi pași se oprește pe {date}. După aceea, intră în cont doar cu parola și pornește-o din nou pe telefonul nou. Dacă intri cu un cod înainte de atunci, oprirea se anulează.",
  "accounts.recovery.intro":
    "Ai spus că nu mai poți folosi aplicația de autentificare sau codurile de recuperare. Pentru siguranța ta, verificarea în doi pași se oprește la 72 de ore după ce confirmi, iar noi îți trimitem un e-mail atunci.",
  "accounts.security.title": "Siguranța contului",
  "accounts.security.intro":
    "Contul tău păstrează pașaportul, datele bancare și fiscale. Protejează-l cu un al doilea pas la intrare, intră cu o cheie de acces (passkey) și vezi pe ce dispozitive ești în cont.",
  "accounts.twoFactor.title": "Verificare în doi pași",
  "accounts.twoFactor.on":
    "Pornită. Intrarea de pe un dispozitiv nou și afișarea datelor bancare sau fiscale cer un cod din aplicația de autentificare.",
  "accounts.twoFactor.off":
    "Oprită. Adaugă la parolă un cod dintr-o aplicație de autentificare, ca o parolă furată să nu fie de ajuns.",
  "accounts.twoFactor.setUp": "Pornește verificarea în doi pași",
  "accounts.twoFactor.turnOn": "Pornește verificarea în doi pași",
  "accounts.twoFactor.turnOff": "Oprește verificarea în doi pași",
  "accounts.twoFactor.newCodes": "Coduri de recuperare noi",
  "accounts.twoFactor.makeNewCodes": "Fă coduri de recuperare noi",
  "accounts.twoFactor.codesFile":
    "Coduri de recuperare SiteReady. Fiecare merge o singură dată. Păstrează-le într-un loc sigur.",
  "accounts.twoFactor.saveCodes":
    "Salvează aceste coduri de recuperare. Fiecare te lasă să intri o dată dacă pierzi telefonul. Nu le mai arătăm.",
  "accounts.twoFactor.codes": "Coduri de recuperare",
  "accounts.twoFactor.download": "Descarcă",
  "accounts.twoFactor.print": "Tipărește",
  "accounts.twoFactor.savedThem": "Le-am salvat",
  "accounts.twoFactor.qrAlt": "Cod QR care adaugă SiteReady în aplicația de autentificare",
  "accounts.twoFactor.addToApp":
    "Adaugă SiteReady într-o aplicație de autentificare (Google Authenticator, Microsoft Authenticator, 1Password…) în unul dintre modurile de mai jos, apoi introdu codul de 6 cifre pe care îl afișează.",
  "accounts.twoFactor.openInApp": "Deschide în aplicația de autentificare",
  "accounts.twoFactor.openInAppHint":
    "Pe telefonul pe care este aplicația. Dacă nu se deschide nimic, copiază cheia de mai jos.",
  "accounts.twoFactor.scanOnOther": "Sau scanează acest cod QR cu aplicația de pe alt telefon sau tabletă:",
  "accounts.twoFactor.typeKey": "Sau copiază această cheie în aplicație ori introdu-o manual:",
  "accounts.twoFactor.copyKey": "Copiază cheia",
  "accounts.twoFactor.copied": "Am copiat cheia. Lipește-o în aplicația de autentificare.",
  "accounts.twoFactor.keySelected":
    "Cheia este selectată. Copiaz-o cu „Copiere” de pe telefon, apoi lipește-o în aplicație.",
  "accounts.twoFactor.appCode": "Codul de 6 cifre din aplicație",
  "accounts.twoFactor.yourPassword": "Parola ta",
  "accounts.twoFactor.passwordHint": "Las-o goală dacă intri cu Google sau alt furnizor.",
  "accounts.stepUp.title": "Confirmă că ești tu",
  "accounts.stepUp.intro":
    "Scrie codul de 6 cifre din aplicația de autentificare. Nu te mai întrebăm timp de 10 minute.",
  "accounts.stepUp.hint": "Sau unul dintre codurile de recuperare.",
  "accounts.passkeys.title": "Chei de acces (passkeys)",
  "accounts.passkeys.intro":
    "Intră cu amprenta, fața sau blocarea ecranului în loc să scrii parola. Adaugă câte una pentru fiecare dispozitiv.",
  "accounts.passkeys.list": "Cheile tale de acces",
  "accounts.passkeys.none": "Nu ai încă chei de acces.",
  "accounts.passkeys.passkey": "Cheie de acces",
  "accounts.passkeys.name": "Numele cheii de acces",
  "accounts.passkeys.added": "Adăugată {date}",
  "accounts.passkeys.rename": "Redenumește",
  "accounts.passkeys.remove": "Șterge",
  "accounts.passkeys.newName": "Numele cheii noi",
  "accounts.passkeys.newNameHint": "Ca să le deosebești, de exemplu 'Telefonul de serviciu'.",
  "accounts.passkeys.defaultName": "Cheia mea de acces",
  "accounts.passkeys.add": "Adaugă o cheie de acces",
  "accounts.devices.title": "Dispozitive conectate",
  "accounts.devices.device": "{browser} pe {os}",
  "accounts.devices.thisDevice": "(acest dispozitiv)",
  "accounts.devices.times": "Conectat {signedIn} · ultima dată activ {lastActive}",
  "accounts.devices.signOutOthers": "Ieși din cont peste tot în altă parte",
  "accounts.suspended.title": "Contul tău este suspendat",
  "accounts.adminTwoFactor.title": "Intrarea administratorilor",
  "accounts.adminTwoFactor.require": "Cere verificarea în doi pași pentru administratori",
  "accounts.adminTwoFactor.hint":
    "Administratorii fără ea nu pot deschide aceste pagini până nu o pornesc din Siguranța contului.",
  "accounts.auth.verifying": "Verificăm autentificarea...",
  "accounts.auth.error": "Eroare de autentificare: {message}",
  "accounts.auth.couldNotCheck":
    "Nu am putut verifica dacă ești în cont. Datele tale sunt în siguranță; încearcă din nou când ai semnal.",
  "accounts.auth.tryAgain": "Încearcă din nou",
  "accounts.auth.signingOut": "Ieșim din cont...",
  "accounts.verify.title": "Verificarea cardului",
  "accounts.verify.noCode":
    "Linkul acesta nu are niciun card de verificat. Scanează codul QR din portofelul SiteReady al muncitorului.",
  "accounts.verify.checking": "Verificăm cardul…",
  "accounts.server.accountLimit":
    "Prea multe încercări de intrare pentru acest cont. Așteaptă un minut și încearcă din nou sau schimbă-ți parola. Pe un dispozitiv de pe care ai mai intrat, parola corectă merge în continuare.",
  "accounts.server.wrongPassword": "Parola nu este corectă. Încearcă din nou.",
  "accounts.server.wrongCode":
    "Codul nu este corect. Verifică dacă ora de pe telefon este corectă și scrie cel mai nou cod.",
  "accounts.server.wrongRecoveryCode":
    "Codul de recuperare nu este corect sau a fost deja folosit. Fiecare cod merge o singură dată.",
  "accounts.stepUp.usePasskey": "Folosește o cheie de acces",
  "accounts.stepUp.emailMe": "Trimite-mi un cod pe e-mail",
  "accounts.stepUp.emailSent": "Am trimis un cod de 6 cifre la {address}. Este valabil 10 minute.",
  "accounts.stepUp.emailCode": "Codul din e-mail",
  "accounts.stepUp.sendAgain": "Trimite un cod nou",
  "accounts.password.title": "Parola",
  "accounts.password.intro":
    "Schimb-o dacă altcineva ar putea s-o știe. Celelalte dispozitive sunt deconectate și primești un e-mail despre schimbare.",
  "accounts.password.current": "Parola actuală",
  "accounts.password.new": "Parola nouă",
  "accounts.password.change": "Schimbă parola",
  "accounts.password.changed": "Parola a fost schimbată. Celelalte dispozitive au fost deconectate.",
  "accounts.password.noPasswordHint":
    "Dacă te conectezi cu Google sau alt furnizor, nu ai o parolă SiteReady de schimbat.",
  "accounts.server.stepUpRequired":
    "Pentru siguranța ta, confirmă că ești tu: introdu un cod din aplicația de autentificare, apoi încearcă din nou.",
  "accounts.server.codeUsed":
    "Acest cod a fost deja folosit. Așteaptă următorul cod din aplicația de autentificare și introdu-l pe acela.",
  "accounts.server.wrongStepUpCode":
    "Codul nu este corect sau codul de recuperare a fost deja folosit. Încearcă cel mai nou cod.",
  "accounts.server.tooManyStepUpCodes": "Prea multe coduri încercate. Așteaptă un minut și încearcă din nou.",
  "accounts.server.emailCodeFormat": "Introdu codul de 6 cifre din e-mailul pe care ți l-am trimis.",
  "accounts.server.wrongEmailCode": "Codul nu este corect sau a expirat. Cere un cod nou.",
  "accounts.server.emailCodeNotForThisAccount":
    "Confirmarea prin e-mail este pentru conturile care se conectează fără parolă. Folosește aplicația de autentificare sau o cheie de acces.",
  "accounts.server.tooManyEmailCodes":
    "Am trimis deja mai multe coduri. Așteaptă 10 minute, apoi cere unul nou.",
  "accounts.server.noPasskey":
    "Acest cont nu are nicio cheie de acces. Folosește aplicația de autentificare.",
  "accounts.server.stepUpPasskeyFailed":
    "Cheia de acces nu a confirmat că ești tu. Încearcă din nou sau folosește aplicația de autentificare.",
  "accounts.server.passkeyInUse":
    "Această cheie de acces aparține deja altui cont SiteReady. Șterge-o mai întâi de acolo sau fă o cheie nouă pe acest dispozitiv.",
  "accounts.server.emailCodeNotSent":
    "E-mailul nu a putut fi trimis acum. Încearcă din nou peste un minut sau folosește aplicația de autentificare.",
  "accounts.server.tooManyCodes":
    "Prea multe coduri greșite. Intră din nou cu parola ca să mai încerci o dată.",
  "accounts.server.codesLocked":
    "Prea multe coduri greșite pentru acest cont. Așteaptă 15 minute și încearcă din nou sau folosește mai târziu unul dintre codurile de recuperare.",
  "accounts.server.signInTimedOut": "Intrarea a expirat. Intră din nou cu e-mailul și parola.",
  "accounts.server.twoFactorAlreadyOn": "Verificarea în doi pași este deja pornită pentru acest cont.",
  "accounts.server.twoFactorNotOn": "Verificarea în doi pași nu este pornită pentru acest cont.",
  "accounts.server.passkeyFailed":
    "Cheia de acces nu a mers aici. Încearcă din nou sau intră cu e-mailul și parola.",
  "accounts.server.passkeyUnknown":
    "Cheia de acces nu mai este înregistrată la SiteReady. Intră cu e-mailul și parola.",
  "accounts.server.passkeyTimedOut": "Cererea pentru cheia de acces a expirat. Încearcă din nou.",
  "accounts.server.passkeyAlreadyAdded": "Cheia de acces este deja adăugată în contul tău.",
  "accounts.server.passkeyNotAdded": "Cheia de acces nu a putut fi adăugată. Încearcă din nou.",
  "accounts.server.passkeyFreshSignIn":
    "Pentru siguranța ta, ieși din cont și intră din nou înainte să adaugi o cheie de acces.",
  "accounts.userArea.online": "Online",
  "accounts.userArea.offline": "Offline",
  "accounts.userArea.logOut": "Ieși din cont",
  "accounts.userArea.logIn": "Intră în cont",
  "accounts.userArea.signUp": "Creează cont",
  "accounts.server.twoFactorRequiredForAdmins":
    "Administratorii trebuie mai întâi să activeze autentificarea în doi pași. Se configurează în „Siguranța contului”.",
  "accounts.server.accountSuspended":
    "Contul tău SiteReady este suspendat, așa că deocamdată nu îl poți folosi. Dacă crezi că este o greșeală, scrie-ne din pagina Contact.",
  "accounts.server.accountSuspendedBecause":
    "Contul tău SiteReady este suspendat, așa că deocamdată nu îl poți folosi. Motiv: {reason} Dacă crezi că este o greșeală, scrie-ne din pagina Contact.",
  "accounts.server.recoveryLinkInvalid":
    "Acest link nu este valid, a expirat sau a fost deja folosit. Cere unul nou când te conectezi.",
  "accounts.server.ownTwoFactorFirst": "Mai întâi activează autentificarea în doi pași pentru propriul cont.",
  "accounts.devices.unknownBrowser": "Browser necunoscut",
  "accounts.devices.unknownSystem": "Sistem necunoscut",
};
