/** 《金融机构产品适当性管理办法》: customers aged 65 or over buying high-risk products are owed special care. */
export const ELDER_AGE = 65;

/**
 * The customer's age in whole years on `today` (YYYY-MM-DD), from the birth date in digits 7–14 of
 * the 18-digit ID number the bank holds; null when it holds none it can read. A birthday on 29
 * February counts from 1 March in other years.
 */
export function ageOn(idNo: string, today: string): number | null {
  const birth = /^\d{6}(\d{4})(\d{2})(\d{2})\d{3}[\dXx]$/.exec(idNo);
  if (!birth) return null;
  const [, year, month, day] = birth;
  const age = Number(today.slice(0, 4)) - Number(year) - (today.slice(5, 7) + today.slice(8, 10) < month + day ? 1 : 0);
  return Number(month) >= 1 && Number(month) <= 12 && Number(day) >= 1 && Number(day) <= 31 && age >= 0 ? age : null;
}

/** Aged 65 or over on `today`. */
export const isElder = (idNo: string, today: string): boolean => (ageOn(idNo, today) ?? 0) >= ELDER_AGE;
