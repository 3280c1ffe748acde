import type { Translation } from "../../i18n/translation.ts";
import type { messages as english } from "./en.ts";

/** Регистър на компетентността и потвърждение от ръководител (issue 53). */
export const messages: Translation<typeof english> = {
  "competence.page.title": "Обучения и компетентност",
  "competence.page.intro":
    "Пазете обученията, курсовете, беседите по безопасност (toolbox talks) и CPD на едно място, с часове и доказателства. Ръководител може да потвърди запис от имейл, без профил.",
  "competence.page.link": "Регистър на обученията и компетентността",
  "competence.page.linkHint": "Обучения, курсове, беседи по безопасност и CPD, с часове и доказателства.",
  "competence.kind.training": "Обучение",
  "competence.kind.course": "Курс",
  "competence.kind.toolbox_talk": "Беседа по безопасност (toolbox talk)",
  "competence.kind.cpd": "CPD (професионално развитие)",
  "competence.field.kind": "Вид",
  "competence.field.title": "Какво беше",
  "competence.field.provider": "Проведено от",
  "competence.field.date": "Дата",
  "competence.field.hours": "Часове",
  "competence.field.notes": "Бележки",
  "competence.field.supervisorName": "Име на ръководителя",
  "competence.field.supervisorEmail": "Имейл на ръководителя",
  "competence.field.yourName": "Вашето име",
  "competence.field.decision": "Вашият отговор",
  "competence.validation.hours": "Въведете от {min} до {max} часа, на четвърт час (например 1,5 или 0,25)",
  "competence.form.add": "Добави запис",
  "competence.form.addFirst": "Добави първия запис",
  "competence.form.label": "Нов запис за компетентност",
  "competence.form.changeLabel": "Промяна на запис за компетентност",
  "competence.form.submit": "Запази записа",
  "competence.form.titleHint": "Например: беседа за работа на височина",
  "competence.form.providerHint": "Фирма, обучител или ръководител",
  "competence.form.hoursHint": "На четвърт час: 0,25 е 15 минути",
  "competence.form.changesConfirmed":
    "Този запис е потвърден от {name}. Промяната на това какво беше, кой го проведе, датата или часовете премахва потвърждението: след запазване можете да поискате отново.",
  "competence.list": "Вашите записи за компетентност",
  "competence.loading": "Регистърът на компетентността се зарежда…",
  "competence.emptyTitle": "Все още няма записи за обучения и компетентност",
  "competence.emptyText":
    "Добавете обученията, курсовете, беседите по безопасност и CPD, които сте преминали. Работодателите и главните изпълнители ги изискват.",
  "competence.year": "{year}: {hours, plural, one {# час} other {# часа}}",
  "competence.hours": "{hours, plural, one {# час} other {# часа}}",
  "competence.givenBy": "Проведено от {provider}",
  "competence.changeTitle": "Промени {title}",
  "competence.deleteQuestion": "Да се изтрие ли {title} от регистъра на компетентността?",
  "competence.confirmDelete": "Изтрий записа",
  "competence.keep": "Запази го",
  "competence.evidence.label": "Доказателство (снимка или PDF)",
  "competence.evidence.add": "Добави доказателство",
  "competence.evidence.view": "Отвори доказателството",
  "competence.evidence.remove": "Премахни доказателството",
  "competence.evidence.hint": "Сертификат, присъствен лист или снимка на картата.",
  "competence.confirmation.unconfirmed": "Непотвърдено",
  "competence.confirmation.requested": "Чака потвърждение от {name} ({email}). Връзката работи до {date}.",
  "competence.confirmation.expired":
    "{name} не отговори, преди връзката да изтече на {date}. Можете да поискате отново.",
  "competence.confirmation.bounced":
    "Имейлът до {email} не можа да бъде доставен. Проверете адреса и изпратете отново.",
  "competence.confirmation.confirmedBy": "Потвърдено от {name} ({email}) на {date}",
  "competence.confirmation.declined": "{name} не потвърди този запис на {date}.",
  "competence.confirmation.confirmedShort": "Потвърдено",
  "competence.confirmation.notConfirmedShort": "Непотвърдено",
  "competence.ask.open": "Помоли ръководител да потвърди",
  "competence.ask.again": "Изпрати отново",
  "competence.ask.label": "Помолете ръководител да потвърди {title}",
  "competence.ask.hint":
    "Изпращаме връзка, която работи веднъж, 14 дни. Не е нужен профил. Ръководителят потвърждава със своята дума, че сте направили това.",
  "competence.ask.submit": "Изпрати имейла",
  "competence.ask.sent": "Имейлът е изпратен до {email}.",
  "competence.ask.cancel": "Отказ",
  "competence.limit.entries":
    "Достигнахте ограничението от 500 записа за компетентност. Изтрийте ненужните, за да добавите нови.",
  "competence.limit.requests":
    "Поискахте 20 потвърждения през последните 24 часа, най-много за един ден. Опитайте утре.",
  "competence.link.used": "Тази връзка вече е използвана. Всяка връзка за потвърждение работи веднъж.",
  "competence.link.expired":
    "Тази връзка изтече на {date}. Помолете работника да ви изпрати нова от SiteReady.",
  "competence.link.withdrawn":
    "Тази връзка вече не работи: работникът промени записа или изпрати нова връзка.",
  "competence.link.missing":
    "Тази страница се отваря от връзката в имейла. Отворете имейла и докоснете връзката отново.",
  "competence.supervisor.title": "Потвърждение на обучение",
  "competence.supervisor.intro":
    "{worker} ви моли да потвърдите този запис в своя регистър на компетентността в SiteReady. Потвърждавайте само това, което знаете със сигурност.",
  "competence.supervisor.facts": "Записът",
  "competence.supervisor.worker": "Работник",
  "competence.supervisor.confirm": "Потвърждавам",
  "competence.supervisor.decline": "Не мога да потвърдя",
  "competence.supervisor.send": "Изпрати отговора",
  "competence.supervisor.nameHint": "Вашето име се показва до записа като на човека, който го е потвърдил.",
  "competence.supervisor.privacy":
    "Пазим вашето име, имейл адрес и часа на отговора, заедно със записа. Не пазим вашия IP адрес.",
  "competence.supervisor.confirmed": "Благодарим. Потвърдихте този запис.",
  "competence.supervisor.declined": "Благодарим. Не потвърдихте този запис и работникът ще види това.",
  "competence.supervisor.linkValid": "Тази връзка работи веднъж, до {date}.",
  "competence.email.subject": "{worker} ви моли да потвърдите: {kind}",
  "competence.email.body":
    "Здравейте, {name},\n\n{worker} добави това в своя регистър на компетентността в SiteReady и ви моли да го потвърдите:\n\n- {kind}: {title}\n- Проведено от: {provider}\n- Дата: {date}\n- Часове: {duration}\n\nПотвърдете или откажете: {link}\n\nВръзката работи веднъж, до {expires}. Не ви е нужен профил.\n\n-- \nПолучихте този имейл, защото {worker} посочи вашия адрес. Ако не познавате този човек, не обръщайте внимание.",
  "competence.email.providerNone": "не е посочено",
  "competence.ask.alreadyConfirmed":
    "Този запис вече е потвърден. Първо го променете, ако трябва да бъде потвърден отново.",
  "competence.link.unknown":
    "Тази връзка не работи. Отворете отново цялата връзка от имейла или помолете работника за нова.",
  "competence.ask.mailDown":
    "Имейлът не можа да бъде изпратен в момента. Опитайте отново след няколко минути.",
  "competence.shared.entry": "{title} ({kind}) на {date}, {hours}: {confirmation}",
  "competence.shared.detail":
    "{count, plural, one {# запис} other {# записа}}, потвърдени от ръководител: {confirmed}",
  "competence.email.answeredSubject": "{name} отговори за вашия запис ({kind})",
  "competence.email.confirmedBody":
    "{name} потвърди този запис във вашия регистър на компетентността в SiteReady:\n\n- {kind}: {title}\n\nСега той се показва като потвърден от {name} във вашето CV и в споделянията, които включват регистъра.\n\nВашият регистър: {link}",
  "competence.email.declinedBody":
    "{name} не потвърди този запис във вашия регистър на компетентността в SiteReady:\n\n- {kind}: {title}\n\nМожете да проверите записа и да помолите друг човек, който е бил там.\n\nВашият регистър: {link}",
};
