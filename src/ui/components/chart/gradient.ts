/**
 * SPEC §5: "A gradients option needs exactly two colours." A chart's gradient goes from its first
 * colour (the top of a bar) to its second (the bottom); one colour, three, or a text that is no
 * colour is refused where the option is made, never drawn as something else.
 */
export type Gradient = readonly [from: string, to: string];

/** #rgb, #rrggbb or #rrggbbaa: the colours the store's charts are given. */
const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export const GRADIENT_MESSAGES = {
  count: (n: number) => `渐变色须恰好两种颜色，给了${n}种`,
  colour: (text: string) => `渐变色不是有效的颜色：${text}`,
} as const;

/** The option's two colours, or why it is refused. */
export function checkGradient(colours: readonly string[]): { ok: true; gradient: Gradient } | { ok: false; reason: string } {
  if (colours.length !== 2) return { ok: false, reason: GRADIENT_MESSAGES.count(colours.length) };
  const wrong = colours.find((colour) => !COLOUR.test(colour));
  if (wrong !== undefined) return { ok: false, reason: GRADIENT_MESSAGES.colour(wrong) };
  return { ok: true, gradient: [colours[0], colours[1]] };
}

/** A gradient the code itself declares: refused at once (a programming error) when it is not two colours. */
export function gradientOf(colours: readonly string[]): Gradient {
  const check = checkGradient(colours);
  if (!check.ok) throw new Error(check.reason);
  return check.gradient;
}
