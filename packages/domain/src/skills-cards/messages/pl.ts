import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "skillsCard.add": "Dodaj kartę",
  "skillsCard.addFirst": "Dodaj pierwszą kartę",
  "skillsCard.list": "Twoje karty",
  "skillsCard.loading": "Wczytywanie kart…",
  "skillsCard.emptyTitle": "Nie masz jeszcze kart",
  "skillsCard.emptyText":
    "Trzymaj tu karty CSCS, CPCS i inne uprawnienia, ze zdjęciami obu stron. Pokażemy Ci, kiedy każdą trzeba odnowić, żeby nikt nie zawrócił Cię od bramy budowy.",
  "skillsCard.deleteQuestion": "Usunąć tę kartę i jej zdjęcia? Tego nie można cofnąć.",
  "skillsCard.confirmDelete": "Tak, usuń kartę",
  "skillsCard.keep": "Zostaw kartę",
  "skillsCard.changeTitle": "Zmień kartę {card}",
  "skillsCard.formLabel": "Dane karty",
  "skillsCard.changeFormLabel": "Zmień dane karty",
  "skillsCard.typeHint": "Wpisz nazwę systemu lub karty, na przykład CSCS, CPCS albo Blue.",
  "skillsCard.numberHint": "Numer wydrukowany na karcie.",
  "skillsCard.noExpiry": "Ta karta nie traci ważności.",
  "skillsCard.photosTitle": "Zdjęcia karty",
  "skillsCard.photosHint":
    "Wyraźne zdjęcie każdej strony pozwala pokazać kartę przy bramie, nawet jeśli zostawisz ją w domu.",
  "skillsCard.photosAfterSave":
    "Wyraźne zdjęcie każdej strony oznacza, że pokażesz kartę przy bramie budowy, nawet jeśli zostawisz ją w domu.",
  "skillsCard.front": "Przód karty",
  "skillsCard.back": "Tył karty",
  "skillsCard.save": "Zapisz kartę",
  "skillsCard.saved": "Karta zapisana.",
  "skillsCard.photoFailed": "Karta zapisana, ale zdjęcie się nie wysłało: {reason}",
  "skillsCard.tryAgain": "spróbuj jeszcze raz",
  "skillsCard.face.card": "Karta",
  "skillsCard.face.frontAlt": "Przód Twojej karty {card}",
  "skillsCard.face.regNumber": "Nr rej.",
  "skillsCard.face.notAdded": "Jeszcze nie dodano",
  "skillsCard.face.expires": "Ważna do",
  "skillsCard.face.noExpiry": "Bez daty ważności",
  "skillsCard.typed.option": "Inna (wpisz ją)",
  "skillsCard.typed.save": "Zapisz „{typed}” jako rodzaj karty",
  "skillsCard.typed.nothingMatches": "Nic nie pasuje: zapisz „{typed}” jako rodzaj karty",
  "renewal.start": "Zacznij odnawianie",
  "renewal.expiredRenewNow": "Karta wygasła: odnów ją teraz",
  "renewal.opensOn": "Odnowienie będzie możliwe od {date}",
  "renewal.applyNew": "Złóż wniosek o nową kartę — tej karty nie można odnowić",
  "renewal.expiredApplyNew": "Karta wygasła: złóż wniosek o nową",
  "renewal.addExpiry": "Dodaj datę ważności",
  // The card types' words by id (the name as printed on the card, its colour and what it is for) and the categories.
  "skillsCard.type.cscs-labourer.name": "CSCS Labourer (zielona)",
  "skillsCard.type.cscs-labourer.description":
    "Do prac pomocniczych na budowie; wymaga szkolenia BHP na poziomie 1 (Level 1), a pierwsza karta jest ważna 2 lata.",
  "skillsCard.type.cscs-apprentice.name": "CSCS Apprentice (czerwona)",
  "skillsCard.type.cscs-apprentice.description":
    "Dla uczniów w uznanym programie praktyk budowlanych (apprenticeship); ważna do czterech i pół roku.",
  "skillsCard.type.cscs-trainee.name": "CSCS Trainee (czerwona)",
  "skillsCard.type.cscs-trainee.description":
    "Dla osób zapisanych na kwalifikację budowlaną, które jeszcze jej nie ukończyły.",
  "skillsCard.type.cscs-experienced-worker.name": "CSCS Experienced Worker (czerwona)",
  "skillsCard.type.cscs-experienced-worker.description":
    "Dla doświadczonych pracowników zapisanych na NVQ; ważna rok, na czas jego ukończenia.",
  "skillsCard.type.cscs-experienced-technical-supervisor-manager.name":
    "CSCS Experienced Technical, Supervisor or Manager (czerwona)",
  "skillsCard.type.cscs-experienced-technical-supervisor-manager.description":
    "Dla doświadczonych brygadzistów i kierowników zapisanych na NVQ na poziomie 3 lub wyższym.",
  "skillsCard.type.cscs-provisional.name": "CSCS Provisional (czerwona)",
  "skillsCard.type.cscs-provisional.description":
    "Karta na sześć miesięcy dla nowych pracowników na okresie próbnym u pracodawcy.",
  "skillsCard.type.cscs-skilled-worker.name": "CSCS Skilled Worker (niebieska)",
  "skillsCard.type.cscs-skilled-worker.description":
    "Dla fachowców z NVQ na poziomie 2 lub ukończonymi praktykami w swoim zawodzie.",
  "skillsCard.type.cscs-advanced-craft.name": "CSCS Advanced Craft (złota)",
  "skillsCard.type.cscs-advanced-craft.description":
    "Dla fachowców z NVQ na poziomie 3 lub równoważnymi praktykami rzemieślniczymi.",
  "skillsCard.type.cscs-supervisor.name": "CSCS Supervisor (złota)",
  "skillsCard.type.cscs-supervisor.description": "Dla brygadzistów z NVQ z nadzoru na poziomie 3 lub 4.",
  "skillsCard.type.cscs-manager.name": "CSCS Manager (czarna)",
  "skillsCard.type.cscs-manager.description":
    "Dla kierowników budowy i robót z NVQ z zarządzania na poziomie 5 lub wyższym.",
  "skillsCard.type.cscs-professionally-qualified-person.name": "CSCS Professionally Qualified Person (biała)",
  "skillsCard.type.cscs-professionally-qualified-person.description":
    "Dla członków uznanych przez CSCS organizacji zawodowych, np. dyplomowanych inżynierów i rzeczoznawców budowlanych.",
  "skillsCard.type.cscs-academically-qualified-person.name": "CSCS Academically Qualified Person (biała)",
  "skillsCard.type.cscs-academically-qualified-person.description":
    "Dla osób z dyplomem studiów budowlanych, HND lub HNC.",
  "skillsCard.type.cpcs-trained-operator.name": "CPCS Trained Operator (czerwona)",
  "skillsCard.type.cpcs-trained-operator.description":
    "Dla operatorów maszyn po testach CPCS, którzy muszą zdobyć NVQ, by przejść na niebieską kartę.",
  "skillsCard.type.cpcs-competent-operator.name": "CPCS Competent Operator (niebieska)",
  "skillsCard.type.cpcs-competent-operator.description":
    "Dla operatorów maszyn z NVQ dla swojej kategorii maszyny.",
  "skillsCard.type.npors-traditional-operator.name": "NPORS Operator (tradycyjna)",
  "skillsCard.type.npors-traditional-operator.description":
    "Karta operatora NPORS bez logo CSCS; nie wymaga NVQ ani testu CITB.",
  "skillsCard.type.npors-trained-operator.name": "NPORS Trained Operator (czerwona, z logo CSCS)",
  "skillsCard.type.npors-trained-operator.description":
    "Karta NPORS z logo CSCS dla operatorów w trakcie zdobywania NVQ dla swojej kategorii.",
  "skillsCard.type.npors-competent-operator.name": "NPORS Competent Operator (niebieska, z logo CSCS)",
  "skillsCard.type.npors-competent-operator.description":
    "Karta NPORS z logo CSCS dla operatorów z NVQ dla swojej kategorii.",
  "skillsCard.type.cisrs-scaffolding-labourer.name": "CISRS Scaffolding Labourer (zielona)",
  "skillsCard.type.cisrs-scaffolding-labourer.description":
    "Dla pomocników przy rusztowaniach, którzy nie stawiają ani nie rozbierają rusztowań.",
  "skillsCard.type.cisrs-trainee-scaffolder.name": "CISRS Trainee Scaffolder (czerwona)",
  "skillsCard.type.cisrs-trainee-scaffolder.description":
    "Dla uczących się monterów rusztowań, pracujących pod nadzorem; można ją odnowić raz, póki trwa szkolenie.",
  "skillsCard.type.cisrs-scaffolder.name": "CISRS Scaffolder (niebieska)",
  "skillsCard.type.cisrs-scaffolder.description":
    "Dla wykwalifikowanych monterów rusztowań po CISRS Part 1 i Part 2 oraz NVQ na poziomie 2.",
  "skillsCard.type.cisrs-advanced-scaffolder.name": "CISRS Advanced Scaffolder (złota)",
  "skillsCard.type.cisrs-advanced-scaffolder.description":
    "Dla monterów rusztowań po kursie CISRS Advanced i NVQ na poziomie 3.",
  "skillsCard.type.cisrs-scaffolding-supervisor.name": "CISRS Scaffolding Supervisor (złota)",
  "skillsCard.type.cisrs-scaffolding-supervisor.description":
    "Dla monterów rusztowań, którzy nadzorują prace po szkoleniu CISRS dla brygadzistów.",
  "skillsCard.type.ecs-installation-electrician.name": "ECS Installation Electrician (złota)",
  "skillsCard.type.ecs-installation-electrician.description":
    "Dla wykwalifikowanych elektryków z NVQ na poziomie 3 i AM2; odnawiana w ostatnich trzech miesiącach.",
  "skillsCard.type.ecs-maintenance-electrician.name": "ECS Maintenance Electrician (złota)",
  "skillsCard.type.ecs-maintenance-electrician.description":
    "Dla wykwalifikowanych elektryków, którzy konserwują instalacje i urządzenia elektryczne.",
  "skillsCard.type.ecs-approved-electrician.name": "ECS Approved Electrician (złota)",
  "skillsCard.type.ecs-approved-electrician.description":
    "Dla elektryków z kategorią JIB Approved Electrician, w tym do pomiarów i odbiorów instalacji.",
  "skillsCard.type.ecs-experienced-worker.name": "ECS Experienced Worker",
  "skillsCard.type.ecs-experienced-worker.description":
    "Karta na 18 miesięcy dla doświadczonych elektryków, którzy kończą zdobywanie kwalifikacji.",
  "skillsCard.type.ccdo-demolition-labourer.name": "CCDO Demolition Labourer (zielona)",
  "skillsCard.type.ccdo-demolition-labourer.description":
    "Dla pomocników na budowach rozbiórkowych, którzy muszą mieć szkolenie z zagrożeń azbestowych.",
  "skillsCard.type.ccdo-advanced-demolition-operative.name": "CCDO Advanced Demolition Operative (niebieska)",
  "skillsCard.type.ccdo-advanced-demolition-operative.description":
    "Dla wykwalifikowanych pracowników rozbiórek; zastąpiła dawną kartę CCDO Topman.",
  "skillsCard.type.ccdo-demolition-manager.name": "CCDO Demolition Manager (czarna)",
  "skillsCard.type.ccdo-demolition-manager.description":
    "Dla kierowników robót rozbiórkowych; odnawiana po kursie przypominającym NFDC dla kierowników rozbiórek.",
  "skillsCard.type.nrswa-operative.name": "NRSWA Street Works Operative (operator robót drogowych)",
  "skillsCard.type.nrswa-operative.description":
    "Dla operatorów, którzy wykonują wykopy i odtwarzają nawierzchnię w pasie drogowym; ponowna ocena co pięć lat.",
  "skillsCard.type.nrswa-supervisor.name": "NRSWA Street Works Supervisor (brygadzista robót drogowych)",
  "skillsCard.type.nrswa-supervisor.description":
    "Dla osób nadzorujących roboty w pasie drogowym; ponowna ocena co pięć lat.",
  "skillsCard.type.eusr-national-water-hygiene.name": "EUSR National Water Hygiene (niebieska karta)",
  "skillsCard.type.eusr-national-water-hygiene.description":
    "Potrzebna do pracy na budowach przy czystej wodzie i w sieci wody pitnej.",
  "skillsCard.type.allmi-lorry-loader-operator.name": "ALLMI Lorry Loader Operator (operator HDS)",
  "skillsCard.type.allmi-lorry-loader-operator.description":
    "Dla operatorów żurawi HDS przeszkolonych według standardu ALLMI.",
  "skillsCard.type.ipaf-pal.name": "IPAF Powered Access Licence, PAL (podesty ruchome)",
  "skillsCard.type.ipaf-pal.description":
    "Dla operatorów podestów ruchomych, takich jak podnośniki nożycowe i wysięgnikowe.",
  "skillsCard.type.pasma-towers-for-users.name": "PASMA Towers for Users (rusztowania jezdne)",
  "skillsCard.type.pasma-towers-for-users.description":
    "Dla osób, które montują, przestawiają i rozbierają rusztowania jezdne.",
  "skillsCard.type.sssts.name": "SSSTS (szkolenie BHP dla brygadzistów na budowie)",
  "skillsCard.type.sssts.description":
    "Kurs CITB dla brygadzistów; zachowuje ważność po kursie przypominającym ukończonym przed upływem terminu.",
  "skillsCard.type.smsts.name": "SMSTS (szkolenie BHP dla kierowników budowy)",
  "skillsCard.type.smsts.description":
    "Kurs CITB dla kierowników budowy; zachowuje ważność po kursie przypominającym ukończonym przed upływem terminu.",
  "skillsCard.type.iosh-managing-safely.name": "IOSH Managing Safely (BHP dla kadry kierowniczej)",
  "skillsCard.type.iosh-managing-safely.description":
    "Certyfikat dla kierowników i brygadzistów, który nie wygasa, choć zaleca się kursy przypominające.",
  "skillsCard.type.iosh-working-safely.name": "IOSH Working Safely (podstawy BHP)",
  "skillsCard.type.iosh-working-safely.description":
    "Podstawowy certyfikat BHP dla każdego pracownika, który nie wygasa.",
  "skillsCard.type.citb-hse-test.name": "Test CITB z BHP i ochrony środowiska (HS&E)",
  "skillsCard.type.citb-hse-test.description":
    "Test na ekranie dotykowym, którego wymaga większość wniosków o kartę, zdany w ciągu ostatnich dwóch lat.",
  "skillsCard.type.first-aid-at-work.name": "Pierwsza pomoc w pracy (FAW)",
  "skillsCard.type.first-aid-at-work.description":
    "Trzydniowy certyfikat pierwszej pomocy w pracy, odnawiany co trzy lata.",
  "skillsCard.type.emergency-first-aid-at-work.name": "Pierwsza pomoc w nagłych wypadkach w pracy (EFAW)",
  "skillsCard.type.emergency-first-aid-at-work.description":
    "Jednodniowy certyfikat pierwszej pomocy w nagłych wypadkach, odnawiany co trzy lata.",
  "skillsCard.category.siteCard": "Karta na budowę",
  "skillsCard.category.plantOperator": "Operator maszyn",
  "skillsCard.category.scaffolding": "Rusztowania",
  "skillsCard.category.electrical": "Elektryka",
  "skillsCard.category.demolition": "Rozbiórki",
  "skillsCard.category.streetWorks": "Roboty w pasie drogowym",
  "skillsCard.category.utilities": "Sieci i media",
  "skillsCard.category.lifting": "Podnoszenie ładunków",
  "skillsCard.category.accessEquipment": "Sprzęt do pracy na wysokości",
  "skillsCard.category.healthAndSafetyTraining": "Szkolenie BHP",
  "skillsCard.category.healthAndSafetyTest": "Test BHP",
  "skillsCard.category.firstAid": "Pierwsza pomoc",
  "skillsCard.search.found":
    "{count, plural, one {Znaleziono # rodzaj karty} few {Znaleziono # rodzaje kart} many {Znaleziono # rodzajów kart} other {Znaleziono # rodzaju karty}}",
  "skillsCard.type.csr-labourer.name": "CSR Labourer (zielona)",
  "skillsCard.type.csr-labourer.description":
    "Karta pomocnika z rejestru Construction Skills Register: jednodniowy kurs BHP i oświadczenie pracodawcy; używana na budowach w Irlandii Północnej.",
  "skillsCard.type.csr-skilled-worker.name": "CSR Skilled Worker (niebieska)",
  "skillsCard.type.csr-skilled-worker.description":
    "Karta wykwalifikowanego pracownika z rejestru Construction Skills Register: NVQ poziomu 2 w zawodzie i kurs BHP; używana na budowach w Irlandii Północnej.",
};
