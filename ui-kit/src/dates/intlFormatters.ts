/**
 * One Intl formatter per locale and options, made on first use and kept: constructing one costs far more than
 * formatting with it (a list of 80 ratings spent ~75 ms of a phone's main thread making a NumberFormat per row).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

// The options are small flat records: their JSON (undefined entries left out, as Intl treats them) names them.
const keyOf = (locale: string, options: object) => `${locale}|${JSON.stringify(options)}`;

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = keyOf(locale, options);
  let formatter = numberFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, formatter);
  }
  return formatter;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = keyOf(locale, options);
  let formatter = dateTimeFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, formatter);
  }
  return formatter;
}
