const pad = (n: number) => String(n).padStart(2, '0');

/** yyyyMMdd of a local date, the form the server's dates take (e.g. ipoStartDate). */
export const dateKey = (d: Date): string => `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}`;

/** YYYY-MM-DD of a local date, the form the bank's record dates take (e.g. a risk record's expiry). */
export const isoDate = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
