/** 《金融机构产品适当性管理办法》: customers aged 65 or over buying high-risk products are owed special care. */
export const ELDER_AGE = 65;

/**
 * The customer's age in whole years on `today` (YYYY-MM-DD), from the birth date in digits 7–14 of
 * the 18-digit ID number the bank holds; null when it holds none it can read. (today − birth) as
 * YYYYMMDD numbers, in ten-thousands, is the age: a birthday on 29 February counts from 1 March in
 * other years.
 */
export function ageOn(idNo: string, today: string): number | null {
  const birth = /^\d{6}(\d{8})\d{3}[\dX]$/i.exec(idNo)?.[1];
  const age = birth ? Math.floor((Number(today.replace(/-/g, '')) - Number(birth)) / 1e4) : -1;
  return age < 0 ? null : age;
}

/** Aged 65 or over on `today`. */
export const isElder = (idNo: string, today: string): boolean => (ageOn(idNo, today) ?? 0) >= ELDER_AGE;
