/**
 * The e-mail telling a reporter what was decided about their report (report-mailer.ts), in every language of the
 * client's picker (client/src/features/languages/locales.ts), the source first. Each text is a whole sentence with
 * named placeholders: {reference} (the report's reference), {receivedAt} (when it came in, written out in the
 * language, in UTC) and {target} (what the reporter typed to name the share or file request). The message is the
 * thanks, the outcome (in the words of a share, or of a file request) and the invitation to disagree, each its own
 * paragraph. Translated with the client's glossaries (client/locales/glossary/<tag>.csv): their terms and their way
 * of addressing the visitor (docs/translating.md).
 */
export interface ReporterMailTexts {
  subject: string;
  thanks: string;
  /** The share was taken down. */
  actioned: string;
  /** Nothing was done about the share. */
  dismissed: string;
  /** The file request was taken down. */
  actionedRequest: string;
  /** Nothing was done about the file request. */
  dismissedRequest: string;
  disagree: string;
}

export type ReporterMailPlaceholder = 'reference' | 'receivedAt' | 'target';

export const REPORTER_MAIL_TEXTS = {
  en: {
    subject: 'Your Sharecode report {reference}',
    thanks: 'Thank you for your report {reference} of {receivedAt} about {target}.',
    actioned: "Sharecode's operators reviewed it and removed the share.",
    dismissed: "Sharecode's operators reviewed it and decided to take no action on the share.",
    actionedRequest: "Sharecode's operators reviewed it and removed the file request.",
    dismissedRequest: "Sharecode's operators reviewed it and decided to take no action on the file request.",
    disagree: 'If you disagree with this decision, reply to this message quoting {reference}.',
  },
  ar: {
    subject: 'بلاغك على Sharecode رقم {reference}',
    thanks: 'شكرًا لك على بلاغك {reference} المؤرخ {receivedAt} بشأن {target}.',
    actioned: 'راجع مشغّلو Sharecode البلاغ وأزالوا المشاركة.',
    dismissed: 'راجع مشغّلو Sharecode البلاغ وقرروا عدم اتخاذ أي إجراء بشأن المشاركة.',
    actionedRequest: 'راجع مشغّلو Sharecode البلاغ وأزالوا طلب الملفات.',
    dismissedRequest: 'راجع مشغّلو Sharecode البلاغ وقرروا عدم اتخاذ أي إجراء بشأن طلب الملفات.',
    disagree: 'إذا كنت لا توافق على هذا القرار، فرُدّ على هذه الرسالة مع ذكر {reference}.',
  },
  bn: {
    subject: 'Sharecode-এ আপনার রিপোর্ট {reference}',
    thanks: '{target} সম্পর্কে {receivedAt} তারিখে পাঠানো আপনার রিপোর্ট {reference}-এর জন্য ধন্যবাদ।',
    actioned: 'Sharecode-এর অপারেটররা এটি পর্যালোচনা করেছেন এবং শেয়ারটি সরিয়ে দিয়েছেন।',
    dismissed: 'Sharecode-এর অপারেটররা এটি পর্যালোচনা করেছেন এবং শেয়ারটির বিষয়ে কোনো ব্যবস্থা না নেওয়ার সিদ্ধান্ত নিয়েছেন।',
    actionedRequest: 'Sharecode-এর অপারেটররা এটি পর্যালোচনা করেছেন এবং ফাইলের অনুরোধটি সরিয়ে দিয়েছেন।',
    dismissedRequest:
      'Sharecode-এর অপারেটররা এটি পর্যালোচনা করেছেন এবং ফাইলের অনুরোধটির বিষয়ে কোনো ব্যবস্থা না নেওয়ার সিদ্ধান্ত নিয়েছেন।',
    disagree: 'আপনি এই সিদ্ধান্তের সাথে একমত না হলে {reference} উল্লেখ করে এই বার্তার উত্তর দিন।',
  },
  de: {
    subject: 'Deine Meldung {reference} bei Sharecode',
    thanks: 'Danke für deine Meldung {reference} vom {receivedAt} zu {target}.',
    actioned: 'Die Betreiber von Sharecode haben sie geprüft und die Freigabe gesperrt.',
    dismissed: 'Die Betreiber von Sharecode haben sie geprüft und beschlossen, bei der Freigabe nichts zu unternehmen.',
    actionedRequest: 'Die Betreiber von Sharecode haben sie geprüft und die Dateianfrage gesperrt.',
    dismissedRequest:
      'Die Betreiber von Sharecode haben sie geprüft und beschlossen, bei der Dateianfrage nichts zu unternehmen.',
    disagree:
      'Wenn du mit dieser Entscheidung nicht einverstanden bist, antworte auf diese Nachricht und gib dabei {reference} an.',
  },
  es: {
    subject: 'Tu denuncia {reference} en Sharecode',
    thanks: 'Gracias por tu denuncia {reference} del {receivedAt} sobre {target}.',
    actioned: 'Los operadores de Sharecode la revisaron y retiraron el contenido compartido.',
    dismissed:
      'Los operadores de Sharecode la revisaron y decidieron no tomar ninguna medida sobre el contenido compartido.',
    actionedRequest: 'Los operadores de Sharecode la revisaron y retiraron la solicitud de archivos.',
    dismissedRequest:
      'Los operadores de Sharecode la revisaron y decidieron no tomar ninguna medida sobre la solicitud de archivos.',
    disagree: 'Si no estás de acuerdo con esta decisión, responde a este mensaje indicando {reference}.',
  },
  fa: {
    subject: 'گزارش شما در Sharecode به شماره {reference}',
    thanks: 'از گزارش شما به شماره {reference} در تاریخ {receivedAt} درباره {target} سپاسگزاریم.',
    actioned: 'اپراتورهای Sharecode آن را بررسی کردند و پوشه اشتراکی را حذف کردند.',
    dismissed: 'اپراتورهای Sharecode آن را بررسی کردند و تصمیم گرفتند هیچ اقدامی درباره پوشه اشتراکی انجام ندهند.',
    actionedRequest: 'اپراتورهای Sharecode آن را بررسی کردند و درخواست فایل را حذف کردند.',
    dismissedRequest:
      'اپراتورهای Sharecode آن را بررسی کردند و تصمیم گرفتند هیچ اقدامی درباره درخواست فایل انجام ندهند.',
    disagree: 'اگر با این تصمیم موافق نیستید، با ذکر {reference} به این پیام پاسخ دهید.',
  },
  fr: {
    subject: 'Votre signalement Sharecode {reference}',
    thanks: 'Merci pour votre signalement {reference} du {receivedAt} concernant {target}.',
    actioned: "Les opérateurs de Sharecode l'ont examiné et ont retiré le partage.",
    dismissed:
      "Les opérateurs de Sharecode l'ont examiné et ont décidé de ne prendre aucune mesure concernant le partage.",
    actionedRequest: "Les opérateurs de Sharecode l'ont examiné et ont retiré la demande de fichiers.",
    dismissedRequest:
      "Les opérateurs de Sharecode l'ont examiné et ont décidé de ne prendre aucune mesure concernant la demande de fichiers.",
    disagree: 'Si vous contestez cette décision, répondez à ce message en indiquant {reference}.',
  },
  he: {
    subject: 'הדיווח שלכם ב-Sharecode מספר {reference}',
    thanks: 'תודה על הדיווח {reference} מתאריך {receivedAt} על {target}.',
    actioned: 'המפעילים של Sharecode בדקו אותו והסירו את השיתוף.',
    dismissed: 'המפעילים של Sharecode בדקו אותו והחליטו לא לנקוט שום פעולה לגבי השיתוף.',
    actionedRequest: 'המפעילים של Sharecode בדקו אותו והסירו את בקשת הקבצים.',
    dismissedRequest: 'המפעילים של Sharecode בדקו אותו והחליטו לא לנקוט שום פעולה לגבי בקשת הקבצים.',
    disagree: 'אם אינכם מסכימים עם ההחלטה, השיבו להודעה זו וציינו את {reference}.',
  },
  hi: {
    subject: 'Sharecode पर आपकी शिकायत {reference}',
    thanks: '{target} के बारे में आपकी शिकायत {reference} ({receivedAt}) के लिए धन्यवाद।',
    actioned: 'Sharecode के ऑपरेटरों ने इसकी समीक्षा की और साझा सामग्री को हटा दिया।',
    dismissed: 'Sharecode के ऑपरेटरों ने इसकी समीक्षा की और साझा सामग्री पर कोई कार्रवाई न करने का निर्णय लिया।',
    actionedRequest: 'Sharecode के ऑपरेटरों ने इसकी समीक्षा की और फ़ाइल अनुरोध को हटा दिया।',
    dismissedRequest: 'Sharecode के ऑपरेटरों ने इसकी समीक्षा की और फ़ाइल अनुरोध पर कोई कार्रवाई न करने का निर्णय लिया।',
    disagree: 'यदि आप इस निर्णय से असहमत हैं, तो {reference} का उल्लेख करते हुए इस संदेश का उत्तर दें।',
  },
  id: {
    subject: 'Laporan Sharecode Anda {reference}',
    thanks: 'Terima kasih atas laporan Anda {reference} pada {receivedAt} tentang {target}.',
    actioned: 'Operator Sharecode telah meninjaunya dan menghapus folder yang dibagikan.',
    dismissed:
      'Operator Sharecode telah meninjaunya dan memutuskan untuk tidak mengambil tindakan apa pun terhadap folder yang dibagikan.',
    actionedRequest: 'Operator Sharecode telah meninjaunya dan menghapus permintaan file tersebut.',
    dismissedRequest:
      'Operator Sharecode telah meninjaunya dan memutuskan untuk tidak mengambil tindakan apa pun terhadap permintaan file tersebut.',
    disagree: 'Jika Anda tidak setuju dengan keputusan ini, balas pesan ini dengan menyebutkan {reference}.',
  },
  it: {
    subject: 'La tua segnalazione Sharecode {reference}',
    thanks: 'Grazie per la tua segnalazione {reference} del {receivedAt} riguardo a {target}.',
    actioned: "Gli operatori di Sharecode l'hanno esaminata e hanno rimosso la condivisione.",
    dismissed: "Gli operatori di Sharecode l'hanno esaminata e hanno deciso di non intervenire sulla condivisione.",
    actionedRequest: "Gli operatori di Sharecode l'hanno esaminata e hanno rimosso la richiesta di file.",
    dismissedRequest:
      "Gli operatori di Sharecode l'hanno esaminata e hanno deciso di non intervenire sulla richiesta di file.",
    disagree: "Se non sei d'accordo con questa decisione, rispondi a questo messaggio citando {reference}.",
  },
  ja: {
    subject: 'Sharecode への報告 {reference} について',
    thanks: '{receivedAt} に {target} についてお送りいただいた報告 {reference} をありがとうございました。',
    actioned: 'Sharecode の運営者が確認し、共有を削除しました。',
    dismissed: 'Sharecode の運営者が確認し、共有に対して措置を取らないことを決定しました。',
    actionedRequest: 'Sharecode の運営者が確認し、ファイルのリクエストを削除しました。',
    dismissedRequest: 'Sharecode の運営者が確認し、ファイルのリクエストに対して措置を取らないことを決定しました。',
    disagree: 'この決定に同意できない場合は、{reference} を記載してこのメッセージに返信してください。',
  },
  ko: {
    subject: 'Sharecode 신고 {reference} 처리 결과',
    thanks: '{receivedAt}에 {target}에 대해 보내 주신 신고 {reference}에 감사드립니다.',
    actioned: 'Sharecode 운영자가 신고를 검토한 후 해당 공유를 게시 중단했습니다.',
    dismissed: 'Sharecode 운영자가 신고를 검토한 후 해당 공유에 대해 아무 조치도 하지 않기로 결정했습니다.',
    actionedRequest: 'Sharecode 운영자가 신고를 검토한 후 해당 파일 요청을 게시 중단했습니다.',
    dismissedRequest: 'Sharecode 운영자가 신고를 검토한 후 해당 파일 요청에 대해 아무 조치도 하지 않기로 결정했습니다.',
    disagree: '이 결정에 동의하지 않으시면 {reference}을(를) 적어 이 메시지에 회신해 주세요.',
  },
  pl: {
    subject: 'Twoje zgłoszenie {reference} w Sharecode',
    thanks: 'Dziękujemy za twoje zgłoszenie {reference} z {receivedAt} dotyczące {target}.',
    actioned: 'Operatorzy Sharecode je sprawdzili i usunęli udostępnienie.',
    dismissed: 'Operatorzy Sharecode je sprawdzili i postanowili nie podejmować żadnych działań wobec udostępnienia.',
    actionedRequest: 'Operatorzy Sharecode je sprawdzili i usunęli prośbę o pliki.',
    dismissedRequest:
      'Operatorzy Sharecode je sprawdzili i postanowili nie podejmować żadnych działań wobec prośby o pliki.',
    disagree: 'Jeśli nie zgadzasz się z tą decyzją, odpowiedz na tę wiadomość, podając {reference}.',
  },
  'pt-BR': {
    subject: 'Sua denúncia {reference} no Sharecode',
    thanks: 'Obrigado pela sua denúncia {reference} de {receivedAt} sobre {target}.',
    actioned: 'Os operadores do Sharecode a analisaram e removeram o compartilhamento.',
    dismissed: 'Os operadores do Sharecode a analisaram e decidiram não tomar nenhuma medida sobre o compartilhamento.',
    actionedRequest: 'Os operadores do Sharecode a analisaram e removeram a solicitação de arquivos.',
    dismissedRequest:
      'Os operadores do Sharecode a analisaram e decidiram não tomar nenhuma medida sobre a solicitação de arquivos.',
    disagree: 'Se você não concorda com esta decisão, responda a esta mensagem citando {reference}.',
  },
  ru: {
    subject: 'Ваша жалоба {reference} в Sharecode',
    thanks: 'Спасибо за вашу жалобу {reference} от {receivedAt} на {target}.',
    actioned: 'Операторы Sharecode рассмотрели её и удалили общую папку.',
    dismissed: 'Операторы Sharecode рассмотрели её и решили не принимать никаких мер в отношении общей папки.',
    actionedRequest: 'Операторы Sharecode рассмотрели её и удалили запрос файлов.',
    dismissedRequest:
      'Операторы Sharecode рассмотрели её и решили не принимать никаких мер в отношении запроса файлов.',
    disagree: 'Если вы не согласны с этим решением, ответьте на это письмо, указав {reference}.',
  },
  tr: {
    subject: 'Sharecode şikâyetiniz {reference}',
    thanks: '{receivedAt} tarihinde {target} hakkında gönderdiğiniz {reference} numaralı şikâyet için teşekkür ederiz.',
    actioned: 'Sharecode operatörleri şikâyetinizi inceledi ve paylaşımı kaldırdı.',
    dismissed:
      'Sharecode operatörleri şikâyetinizi inceledi ve paylaşım hakkında herhangi bir işlem yapmamaya karar verdi.',
    actionedRequest: 'Sharecode operatörleri şikâyetinizi inceledi ve dosya isteğini kaldırdı.',
    dismissedRequest:
      'Sharecode operatörleri şikâyetinizi inceledi ve dosya isteği hakkında herhangi bir işlem yapmamaya karar verdi.',
    disagree: 'Bu karara katılmıyorsanız {reference} numarasını belirterek bu iletiyi yanıtlayın.',
  },
  uk: {
    subject: 'Ваша скарга {reference} у Sharecode',
    thanks: 'Дякуємо за вашу скаргу {reference} від {receivedAt} щодо {target}.',
    actioned: 'Оператори Sharecode розглянули її та видалили спільну папку.',
    dismissed: 'Оператори Sharecode розглянули її та вирішили не вживати жодних заходів щодо спільної папки.',
    actionedRequest: 'Оператори Sharecode розглянули її та видалили запит файлів.',
    dismissedRequest: 'Оператори Sharecode розглянули її та вирішили не вживати жодних заходів щодо запиту файлів.',
    disagree: 'Якщо ви не згодні з цим рішенням, дайте відповідь на цей лист, вказавши {reference}.',
  },
  vi: {
    subject: 'Báo cáo vi phạm Sharecode {reference} của bạn',
    thanks: 'Cảm ơn bạn đã gửi báo cáo vi phạm {reference} về {target} vào {receivedAt}.',
    actioned: 'Nhà vận hành Sharecode đã xem xét báo cáo và gỡ bỏ nội dung chia sẻ.',
    dismissed: 'Nhà vận hành Sharecode đã xem xét báo cáo và quyết định không xử lý nội dung chia sẻ.',
    actionedRequest: 'Nhà vận hành Sharecode đã xem xét báo cáo và gỡ bỏ yêu cầu tệp.',
    dismissedRequest: 'Nhà vận hành Sharecode đã xem xét báo cáo và quyết định không xử lý yêu cầu tệp.',
    disagree: 'Nếu bạn không đồng ý với quyết định này, hãy trả lời thư này và ghi rõ {reference}.',
  },
  'zh-Hans': {
    subject: '您的 Sharecode 举报 {reference}',
    thanks: '感谢您于 {receivedAt} 就 {target} 提交的举报 {reference}。',
    actioned: 'Sharecode 运营者已审核这条举报，并下架了该共享内容。',
    dismissed: 'Sharecode 运营者已审核这条举报，决定不对该共享内容采取任何措施。',
    actionedRequest: 'Sharecode 运营者已审核这条举报，并下架了该文件请求。',
    dismissedRequest: 'Sharecode 运营者已审核这条举报，决定不对该文件请求采取任何措施。',
    disagree: '如果您不同意此决定，请回复本邮件并注明 {reference}。',
  },
  'zh-Hant': {
    subject: '您的 Sharecode 檢舉 {reference}',
    thanks: '感謝您於 {receivedAt} 就 {target} 提出的檢舉 {reference}。',
    actioned: 'Sharecode 營運者已審查這則檢舉，並下架了該共享內容。',
    dismissed: 'Sharecode 營運者已審查這則檢舉，決定不對該共享內容採取任何措施。',
    actionedRequest: 'Sharecode 營運者已審查這則檢舉，並下架了該檔案要求。',
    dismissedRequest: 'Sharecode 營運者已審查這則檢舉，決定不對該檔案要求採取任何措施。',
    disagree: '如果您不同意此決定，請回覆本郵件並註明 {reference}。',
  },
} as const satisfies Record<string, ReporterMailTexts>;

export type ReporterMailLanguage = keyof typeof REPORTER_MAIL_TEXTS;

/** The source language: a report's e-mail is written in it when its language is not in the table. */
export const REPORTER_MAIL_SOURCE: ReporterMailLanguage = 'en';

/** Every language the reporter's e-mail is written in, the source first. */
export const REPORTER_MAIL_LANGUAGES = Object.keys(REPORTER_MAIL_TEXTS) as ReporterMailLanguage[];

/** Written right to left: a value is isolated (U+2068…U+2069) so that a link or a reference keeps its order. */
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar', 'fa', 'he']);

/** The language of the table a stored tag names; the source for one it does not have. */
export function reporterMailLanguage(tag: string): ReporterMailLanguage {
  return Object.hasOwn(REPORTER_MAIL_TEXTS, tag) ? (tag as ReporterMailLanguage) : REPORTER_MAIL_SOURCE;
}

/** Each `{name}` of `text` replaced by its value, in one pass (a value's own braces are left as they are). */
export function fillIn(
  text: string,
  values: Record<ReporterMailPlaceholder, string>,
  language: string = REPORTER_MAIL_SOURCE,
): string {
  const isolate = RIGHT_TO_LEFT.has(language);
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name as ReporterMailPlaceholder];
    return isolate ? `\u2068${value}\u2069` : value;
  });
}

/** The placeholders a text names, sorted. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
}

/**
 * When a report came in, written out in its language: a long date and a short time, in UTC, in ASCII digits. The
 * source keeps the ISO 8601 instant its e-mail has always given.
 */
export function mailDate(date: Date, language: string): string {
  if (language === REPORTER_MAIL_SOURCE) return date.toISOString();
  const format = new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  });
  return `${format.format(date)} UTC`;
}
