/** What the entry says (DECISIONS.md "Entry"): a link with some wrong parameters still opens the store. */
export const ENTRY_TEXT = {
  ignoredParameters: '链接中的部分参数有误，已忽略',
} as const;
