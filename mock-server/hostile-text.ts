import { BadRequest, type MockResponse } from './envelopes';

/**
 * The control API's hostile texts (POST /__mock/hostile-text): while set, every human-readable
 * string the bank answers (any string with a Chinese character: names, descriptions, messages,
 * published HTML) carries the given markup after it, so a test can feed an XSS corpus through every
 * text and HTML field the store renders, without knowing each field's name.
 */
const HUMAN_TEXT = /[\u4e00-\u9fff]/;

export class HostileText {
  private markup: string | null = null;

  set(body: unknown): void {
    const markup = (body as { markup?: unknown } | null)?.markup;
    if (markup !== null && (typeof markup !== 'string' || markup.length === 0 || markup.length > 10_000)) {
      throw new BadRequest('请提供 markup：1到10000个字符的文本，或 null 以停止');
    }
    this.markup = markup;
  }

  clear(): void {
    this.markup = null;
  }

  get current(): string | null {
    return this.markup;
  }

  /** The answer with the markup after each human-readable string of its body. */
  applyTo(answer: MockResponse): MockResponse {
    return this.markup === null || answer.body === undefined ? answer : { ...answer, body: this.carry(answer.body) };
  }

  private carry(value: unknown): unknown {
    if (typeof value === 'string') return HUMAN_TEXT.test(value) ? value + this.markup : value;
    if (Array.isArray(value)) return value.map((item) => this.carry(item));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.carry(item)]));
    return value;
  }
}
