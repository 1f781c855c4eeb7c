import type { MailMessage } from './mailer';

// The Romanian texts of every mail the API sends (one catalogue); each builder returns a ready message.

const SIGNATURE = '\n\nEchipa Acorduri pentru chitară';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function withLink(to: string, subject: string, intro: string, link: string, outro: string): MailMessage {
  return {
    to,
    subject,
    link,
    text: `${intro}\n\n${link}\n\n${outro}${SIGNATURE}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(outro)}</p><p>${escapeHtml(SIGNATURE.trim())}</p>`,
  };
}

export function verificationMail(to: string, name: string, link: string): MailMessage {
  return withLink(
    to,
    'Confirmă adresa de email',
    `Bună, ${name}! Îți mulțumim că ți-ai creat un cont. Deschide linkul de mai jos pentru a confirma adresa de email:`,
    link,
    'Dacă nu tu ți-ai creat contul, poți ignora acest mesaj.',
  );
}

export function passwordResetMail(to: string, name: string, link: string): MailMessage {
  return withLink(
    to,
    'Resetarea parolei',
    `Bună, ${name}! Am primit o cerere de resetare a parolei. Deschide linkul de mai jos (valabil o oră) pentru a alege o parolă nouă:`,
    link,
    'Dacă nu ai cerut resetarea parolei, poți ignora acest mesaj; parola rămâne neschimbată.',
  );
}

export function emailChangeMail(to: string, name: string, link: string): MailMessage {
  return withLink(
    to,
    'Confirmă noua adresă de email',
    `Bună, ${name}! Pentru a folosi această adresă de email în contul tău, deschide linkul de mai jos în cel mult o oră:`,
    link,
    'Dacă nu ai cerut schimbarea adresei de email, poți ignora acest mesaj.',
  );
}

export function emailChangedNoticeMail(to: string, name: string, newEmail: string): MailMessage {
  const text = `Bună, ${name}! Adresa de email a contului tău a fost schimbată în ${newEmail}. Dacă nu tu ai făcut această schimbare, scrie-ne prin pagina de contact.`;
  return {
    to,
    subject: 'Adresa de email a fost schimbată',
    text: `${text}${SIGNATURE}`,
    html: `<p>${escapeHtml(text)}</p><p>${escapeHtml(SIGNATURE.trim())}</p>`,
  };
}

const INQUIRY_LABELS: Readonly<Record<string, string>> = {
  general: 'General',
  technical: 'Tehnic',
  support: 'Suport',
};

export function contactMail(
  to: string,
  fromEmail: string,
  inquiryType: string,
  message: string,
): MailMessage {
  const label = INQUIRY_LABELS[inquiryType] ?? inquiryType;
  return {
    to,
    replyTo: fromEmail,
    subject: `Mesaj de contact (${label}) de la ${fromEmail}`,
    text: `De la: ${fromEmail}\nSubiect: ${label}\n\n${message}`,
  };
}

interface Recipient {
  readonly to: string;
  readonly name: string;
}

function plainMail(to: string, subject: string, paragraphs: readonly string[]): MailMessage {
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}${SIGNATURE}`,
    html: `${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')}<p>${escapeHtml(SIGNATURE.trim())}</p>`,
  };
}

/** A submission (or a proposed edit of a published tab) was approved and is public (#29). */
export function tabApprovedMail(
  { to, name }: Recipient,
  title: string,
  wasEdit: boolean,
  myTabsUrl: string,
): MailMessage {
  return plainMail(to, `Transpunerea „${title}” a fost aprobată`, [
    wasEdit
      ? `Bună, ${name}! Modificările propuse de tine pentru transpunerea „${title}” au fost aprobate și sunt acum publice.`
      : `Bună, ${name}! Transpunerea „${title}” trimisă de tine a fost aprobată și este acum publică.`,
    `Îți mulțumim! Transpunerile tale sunt în pagina Transpunerile mele: ${myTabsUrl}`,
  ]);
}

/** A submission (or a proposed edit) was rejected; the author keeps the text and may send it again (#29). */
export function tabRejectedMail(
  { to, name }: Recipient,
  title: string,
  wasEdit: boolean,
  reason: string | null,
  myTabsUrl: string,
): MailMessage {
  return plainMail(to, `Transpunerea „${title}” nu a fost aprobată`, [
    wasEdit
      ? `Bună, ${name}! Modificările propuse de tine pentru transpunerea „${title}” nu au fost aprobate.`
      : `Bună, ${name}! Transpunerea „${title}” trimisă de tine nu a fost aprobată.`,
    ...(reason ? [`Motivul: ${reason}`] : []),
    `Textul tău a rămas în contul tău: îl poți corecta și trimite din nou din pagina Transpunerile mele: ${myTabsUrl}`,
  ]);
}
