import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

export const messages: Translation<typeof english> = {
  "skillsCard.add": "Добави карта",
  "skillsCard.addFirst": "Добави първата си карта",
  "skillsCard.list": "Твоите карти",
  "skillsCard.loading": "Картите ти се зареждат…",
  "skillsCard.emptyTitle": "Още нямаш карти",
  "skillsCard.emptyText":
    "Дръж тук картите си CSCS, CPCS и другите карти и удостоверения, със снимки на двете страни. Показваме ти кога всяка трябва да се поднови, за да не те връщат никога от входа на обекта.",
  "skillsCard.deleteQuestion": "Да изтрия ли тази карта и снимките ѝ? Това не може да се отмени.",
  "skillsCard.confirmDelete": "Да, изтрий картата",
  "skillsCard.keep": "Запази картата",
  "skillsCard.changeTitle": "Промени картата {card}",
  "skillsCard.formLabel": "Данни за картата",
  "skillsCard.changeFormLabel": "Промени данните за картата",
  "skillsCard.typeHint": "Напиши схемата или картата, например CSCS, CPCS или Blue.",
  "skillsCard.numberHint": "Номерът, отпечатан на картата.",
  "skillsCard.noExpiry": "Тази карта не изтича.",
  "skillsCard.photosTitle": "Снимки на картата",
  "skillsCard.photosHint":
    "Ясна снимка на всяка страна ти позволява да покажеш картата на входа, дори ако е останала вкъщи.",
  "skillsCard.photosAfterSave":
    "С ясна снимка на всяка страна можеш да покажеш картата на входа на обекта, дори ако е останала вкъщи.",
  "skillsCard.front": "Лицева страна",
  "skillsCard.back": "Обратна страна",
  "skillsCard.save": "Запази картата",
  "skillsCard.saved": "Картата е запазена.",
  "skillsCard.photoFailed": "Картата е запазена, но една снимка не се качи: {reason}",
  "skillsCard.tryAgain": "опитай отново",
  "skillsCard.face.card": "Карта",
  "skillsCard.face.frontAlt": "Лицевата страна на картата ти {card}",
  "skillsCard.face.regNumber": "Рег. номер",
  "skillsCard.face.notAdded": "Още не е добавен",
  "skillsCard.face.expires": "Изтича",
  "skillsCard.face.noExpiry": "Без дата на изтичане",
  "skillsCard.typed.option": "Друга (въведи я)",
  "skillsCard.typed.save": "Запази „{typed}“ като вид карта",
  "skillsCard.typed.nothingMatches": "Нищо не съвпада: запази „{typed}“ като вид карта",
  "renewal.start": "Започни подновяването",
  "renewal.expiredRenewNow": "Изтекла: поднови сега",
  "renewal.opensOn": "Подновяването започва на {date}",
  "renewal.applyNew": "Подай заявление за нова карта – тази карта не може да се поднови",
  "renewal.expiredApplyNew": "Изтекла: подай заявление за нова карта",
  "renewal.addExpiry": "Добави датата на изтичане",
  // The card types' words by id (the name as printed on the card, its colour and what it is for) and the categories.
  "skillsCard.type.cscs-labourer.name": "CSCS Labourer (зелена)",
  "skillsCard.type.cscs-labourer.description":
    "За общи работи на обекта; изисква удостоверение по безопасност ниво 1, а първата карта важи 2 години.",
  "skillsCard.type.cscs-apprentice.name": "CSCS Apprentice (червена)",
  "skillsCard.type.cscs-apprentice.description":
    "За чираци в призната строителна програма за чиракуване; важи до четири години и половина.",
  "skillsCard.type.cscs-trainee.name": "CSCS Trainee (червена)",
  "skillsCard.type.cscs-trainee.description":
    "За хора, записани за строителна квалификация, която още не са завършили.",
  "skillsCard.type.cscs-experienced-worker.name": "CSCS Experienced Worker (червена)",
  "skillsCard.type.cscs-experienced-worker.description":
    "За опитни работници, записани за NVQ; важи една година, докато го завършат.",
  "skillsCard.type.cscs-experienced-technical-supervisor-manager.name":
    "CSCS Experienced Technical, Supervisor or Manager (червена)",
  "skillsCard.type.cscs-experienced-technical-supervisor-manager.description":
    "За опитни бригадири и ръководители, записани за NVQ ниво 3 или по-високо.",
  "skillsCard.type.cscs-provisional.name": "CSCS Provisional (червена)",
  "skillsCard.type.cscs-provisional.description":
    "Карта за шест месеца за новопостъпили на изпитателен срок при работодател.",
  "skillsCard.type.cscs-skilled-worker.name": "CSCS Skilled Worker (синя)",
  "skillsCard.type.cscs-skilled-worker.description":
    "За квалифицирани майстори с NVQ ниво 2 или чиракуване в занаята си.",
  "skillsCard.type.cscs-advanced-craft.name": "CSCS Advanced Craft (златна)",
  "skillsCard.type.cscs-advanced-craft.description":
    "За квалифицирани майстори с NVQ ниво 3 или равностойно чиракуване в занаята.",
  "skillsCard.type.cscs-supervisor.name": "CSCS Supervisor (златна)",
  "skillsCard.type.cscs-supervisor.description": "За бригадири на обекти с NVQ по надзор ниво 3 или 4.",
  "skillsCard.type.cscs-manager.name": "CSCS Manager (черна)",
  "skillsCard.type.cscs-manager.description":
    "За ръководители на обекти и строителство с NVQ по управление ниво 5 или по-високо.",
  "skillsCard.type.cscs-professionally-qualified-person.name": "CSCS Professionally Qualified Person (бяла)",
  "skillsCard.type.cscs-professionally-qualified-person.description":
    "За членове на одобрена от CSCS професионална организация, например правоспособни инженери и строителни експерти.",
  "skillsCard.type.cscs-academically-qualified-person.name": "CSCS Academically Qualified Person (бяла)",
  "skillsCard.type.cscs-academically-qualified-person.description":
    "За притежатели на диплома в областта на строителството, HND или HNC.",
  "skillsCard.type.cpcs-trained-operator.name": "CPCS Trained Operator (червена)",
  "skillsCard.type.cpcs-trained-operator.description":
    "За оператори на машини, издържали тестовете на CPCS, които трябва да вземат NVQ, за да минат на синя карта.",
  "skillsCard.type.cpcs-competent-operator.name": "CPCS Competent Operator (синя)",
  "skillsCard.type.cpcs-competent-operator.description":
    "За оператори на машини с NVQ за категорията на машината си.",
  "skillsCard.type.npors-traditional-operator.name": "NPORS Operator (традиционна)",
  "skillsCard.type.npors-traditional-operator.description":
    "Операторската карта на NPORS без логото на CSCS; не изисква нито NVQ, нито тест на CITB.",
  "skillsCard.type.npors-trained-operator.name": "NPORS Trained Operator (червена, с логото на CSCS)",
  "skillsCard.type.npors-trained-operator.description":
    "Карта на NPORS с логото на CSCS за оператори, които се подготвят за NVQ за категорията си.",
  "skillsCard.type.npors-competent-operator.name": "NPORS Competent Operator (синя, с логото на CSCS)",
  "skillsCard.type.npors-competent-operator.description":
    "Карта на NPORS с логото на CSCS за оператори с NVQ за категорията си.",
  "skillsCard.type.cisrs-scaffolding-labourer.name": "CISRS Scaffolding Labourer (зелена)",
  "skillsCard.type.cisrs-scaffolding-labourer.description":
    "За общи работници, помагащи при скелета, които не монтират и не демонтират скелета.",
  "skillsCard.type.cisrs-trainee-scaffolder.name": "CISRS Trainee Scaffolder (червена)",
  "skillsCard.type.cisrs-trainee-scaffolder.description":
    "За скелетари в обучение, работещи под надзор; подновява се веднъж, докато обучението продължава.",
  "skillsCard.type.cisrs-scaffolder.name": "CISRS Scaffolder (синя)",
  "skillsCard.type.cisrs-scaffolder.description":
    "За квалифицирани скелетари, завършили CISRS Part 1 и Part 2 и NVQ ниво 2.",
  "skillsCard.type.cisrs-advanced-scaffolder.name": "CISRS Advanced Scaffolder (златна)",
  "skillsCard.type.cisrs-advanced-scaffolder.description":
    "За скелетари, завършили курса CISRS Advanced и NVQ ниво 3.",
  "skillsCard.type.cisrs-scaffolding-supervisor.name": "CISRS Scaffolding Supervisor (златна)",
  "skillsCard.type.cisrs-scaffolding-supervisor.description":
    "За скелетари, които ръководят работата по скелетата след обучението на CISRS за бригадири.",
  "skillsCard.type.ecs-installation-electrician.name": "ECS Installation Electrician (златна)",
  "skillsCard.type.ecs-installation-electrician.description":
    "За квалифицирани електротехници с NVQ ниво 3 и AM2; подновява се през последните три месеца.",
  "skillsCard.type.ecs-maintenance-electrician.name": "ECS Maintenance Electrician (златна)",
  "skillsCard.type.ecs-maintenance-electrician.description":
    "За квалифицирани електротехници, които поддържат електрически инсталации и съоръжения.",
  "skillsCard.type.ecs-approved-electrician.name": "ECS Approved Electrician (златна)",
  "skillsCard.type.ecs-approved-electrician.description":
    "За електротехници със степен JIB Approved Electrician, включително за проверки и измервания.",
  "skillsCard.type.ecs-experienced-worker.name": "ECS Experienced Worker",
  "skillsCard.type.ecs-experienced-worker.description":
    "Карта за 18 месеца за опитни работници в електротехниката, които довършват квалификацията си.",
  "skillsCard.type.ccdo-demolition-labourer.name": "CCDO Demolition Labourer (зелена)",
  "skillsCard.type.ccdo-demolition-labourer.description":
    "За общи работници на обекти за събаряне, които трябва да имат обучение за опасностите от азбест.",
  "skillsCard.type.ccdo-advanced-demolition-operative.name": "CCDO Advanced Demolition Operative (синя)",
  "skillsCard.type.ccdo-advanced-demolition-operative.description":
    "За квалифицирани работници по събаряне; тази карта замени предишната карта CCDO Topman.",
  "skillsCard.type.ccdo-demolition-manager.name": "CCDO Demolition Manager (черна)",
  "skillsCard.type.ccdo-demolition-manager.description":
    "За ръководители на работи по събаряне; подновява се с опреснителния курс на NFDC за ръководители.",
  "skillsCard.type.nrswa-operative.name": "NRSWA Street Works Operative (оператор на пътни работи)",
  "skillsCard.type.nrswa-operative.description":
    "За оператори, които копаят и възстановяват настилката на пътя; преоценка на всеки пет години.",
  "skillsCard.type.nrswa-supervisor.name": "NRSWA Street Works Supervisor (бригадир на пътни работи)",
  "skillsCard.type.nrswa-supervisor.description":
    "За бригадири на работи по пътя; преоценка на всеки пет години.",
  "skillsCard.type.eusr-national-water-hygiene.name": "EUSR National Water Hygiene (синя карта)",
  "skillsCard.type.eusr-national-water-hygiene.description":
    "Нужна за работа на обекти с чиста вода и по мрежата за питейна вода.",
  "skillsCard.type.allmi-lorry-loader-operator.name":
    "ALLMI Lorry Loader Operator (оператор на кран-манипулатор)",
  "skillsCard.type.allmi-lorry-loader-operator.description":
    "За оператори на кран-манипулатори на камион, обучени по стандарта на ALLMI.",
  "skillsCard.type.ipaf-pal.name": "IPAF Powered Access Licence, PAL (подвижни работни платформи)",
  "skillsCard.type.ipaf-pal.description":
    "За оператори на подвижни работни платформи, например ножични и телескопични вишки.",
  "skillsCard.type.pasma-towers-for-users.name": "PASMA Towers for Users (мобилни скелета)",
  "skillsCard.type.pasma-towers-for-users.description":
    "За хора, които монтират, преместват и демонтират мобилни скелета.",
  "skillsCard.type.sssts.name": "SSSTS (обучение по безопасност за бригадири на обект)",
  "skillsCard.type.sssts.description":
    "Курсът на CITB за бригадири; остава валиден с опреснителен курс, преминат преди да изтече.",
  "skillsCard.type.smsts.name": "SMSTS (обучение по безопасност за ръководители на обекти)",
  "skillsCard.type.smsts.description":
    "Курсът на CITB за ръководители на обекти; остава валиден с опреснителен курс, преминат преди да изтече.",
  "skillsCard.type.iosh-managing-safely.name": "IOSH Managing Safely (безопасност за ръководители)",
  "skillsCard.type.iosh-managing-safely.description":
    "Сертификат за ръководители и бригадири, който не изтича, но се препоръчват опреснителни курсове.",
  "skillsCard.type.iosh-working-safely.name": "IOSH Working Safely (основи на безопасността)",
  "skillsCard.type.iosh-working-safely.description":
    "Въвеждащ сертификат по здраве и безопасност за всеки работник, който не изтича.",
  "skillsCard.type.citb-hse-test.name": "Тест на CITB по здраве, безопасност и околна среда (HS&E)",
  "skillsCard.type.citb-hse-test.description":
    "Тестът на сензорен екран, нужен за повечето заявления за карта, издържан през последните две години.",
  "skillsCard.type.first-aid-at-work.name": "Първа помощ на работното място (FAW)",
  "skillsCard.type.first-aid-at-work.description":
    "Тридневният сертификат за първа помощ на работното място, подновяван на всеки три години.",
  "skillsCard.type.emergency-first-aid-at-work.name": "Спешна първа помощ на работното място (EFAW)",
  "skillsCard.type.emergency-first-aid-at-work.description":
    "Еднодневният сертификат за спешна първа помощ, подновяван на всеки три години.",
  "skillsCard.category.siteCard": "Карта за строителен обект",
  "skillsCard.category.plantOperator": "Оператор на строителна техника",
  "skillsCard.category.scaffolding": "Скелета",
  "skillsCard.category.electrical": "Електротехника",
  "skillsCard.category.demolition": "Събаряне",
  "skillsCard.category.streetWorks": "Пътни работи",
  "skillsCard.category.utilities": "Комунални мрежи",
  "skillsCard.category.lifting": "Повдигане на товари",
  "skillsCard.category.accessEquipment": "Оборудване за работа на височина",
  "skillsCard.category.healthAndSafetyTraining": "Обучение по безопасност и здраве",
  "skillsCard.category.healthAndSafetyTest": "Тест по безопасност и здраве",
  "skillsCard.category.firstAid": "Първа помощ",
  "skillsCard.search.found": "{count, plural, one {Намерен е # вид карта} other {Намерени са # вида карти}}",
  "skillsCard.type.csr-labourer.name": "CSR Labourer (зелена)",
  "skillsCard.type.csr-labourer.description":
    "Картата за общ работник на Construction Skills Register: еднодневният курс по здраве и безопасност и декларация от работодателя; използва се на обекти в Северна Ирландия.",
  "skillsCard.type.csr-skilled-worker.name": "CSR Skilled Worker (синя)",
  "skillsCard.type.csr-skilled-worker.description":
    "Картата за квалифициран работник на Construction Skills Register: NVQ ниво 2 по професията и курсът по здраве и безопасност; използва се на обекти в Северна Ирландия.",
};
