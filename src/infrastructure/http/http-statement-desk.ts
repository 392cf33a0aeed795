import type { StatementDesk } from '../../application/ports/statement-desk';
import type { CallOutcome } from '../../domain/errors/call-outcome';
import { parseAmount, type Money } from '../../domain/money/money';
import { parseShares, type Shares } from '../../domain/holdings/shares';
import {
  isSendDate, STATEMENT_LIMITS, type MonthStatement, type MonthTransactions, type StatementPosition, type StatementSummary, type StatementTransaction,
} from '../../domain/statements/statement';
import type { HttpClient } from './http-client';
import { count, isObject, listOf, mapOk, text, type Json } from './parse';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A statement amount must be there: unlike elsewhere, a missing amount is not read as zero. */
const money = (value: unknown): Money | null => parseAmount(text(value));

/** A statement volume must be there too. */
const volume = (value: unknown): Shares | null => parseShares(text(value));

/** Every named amount of a line, or null when one is missing or malformed. */
function amounts<K extends string>(raw: Json, names: readonly K[]): Record<K, Money> | null {
  const parsed = names.map((name) => [name, money(raw[name])] as const);
  return parsed.every(([, value]) => value !== null) ? (Object.fromEntries(parsed) as Record<K, Money>) : null;
}

function toSummary(raw: unknown): StatementSummary | null {
  if (!isObject(raw) || !isSendDate(raw.sendDate) || !text(raw.title)) return null;
  const figures = amounts(raw, ['totAsset', 'monthIncome']);
  return figures && { sendDate: raw.sendDate, title: text(raw.title), ...figures };
}

function toPosition(raw: unknown): StatementPosition | null {
  if (!isObject(raw) || !text(raw.prdCode)) return null;
  const figures = amounts(raw, ['amt', 'income']);
  const vol = volume(raw.vol);
  return figures && vol && { prdCode: text(raw.prdCode), prdName: text(raw.prdName) || text(raw.prdCode), vol, ...figures };
}

function toTransaction(raw: unknown): StatementTransaction | null {
  if (!isObject(raw) || !DATE.test(text(raw.date)) || !text(raw.transType)) return null;
  const figures = amounts(raw, ['amt']);
  const vol = volume(raw.vol);
  return figures && vol && { date: text(raw.date), transType: text(raw.transType), prdCode: text(raw.prdCode), prdName: text(raw.prdName) || text(raw.prdCode), status: text(raw.status), ...figures, vol };
}

function toStatement(raw: unknown): MonthStatement | null {
  if (!isObject(raw) || !isSendDate(raw.sendDate)) return null;
  const totals = amounts(raw, ['totAsset', 'monthIncome']);
  const positions = listOf(raw.lineList, toPosition);
  return totals && positions && { sendDate: raw.sendDate, ...totals, positions, total: count(raw.totNum) };
}

function toTransactions(raw: unknown): MonthTransactions | null {
  if (!isObject(raw) || !isSendDate(raw.sendDate)) return null;
  const transactions = listOf(raw.lineList, toTransaction);
  return transactions && { sendDate: raw.sendDate, transactions, total: count(raw.totNum) };
}

const detailPage = (sendDate: string) => ({ sendDate, offSet: 0, queryNum: STATEMENT_LIMITS.detailQueryNum });

export class HttpStatementDesk implements StatementDesk {
  constructor(private readonly http: HttpClient) {}

  async statements(period: { startDate: string; endDate: string }): Promise<CallOutcome<StatementSummary[]>> {
    const outcome = await this.http.get('f100004', { ...period, offSet: 0, queryNum: STATEMENT_LIMITS.months });
    return mapOk(outcome, (response) => (isObject(response) ? listOf(response.lineList, toSummary) : null));
  }

  async statement(sendDate: string): Promise<CallOutcome<MonthStatement>> {
    return mapOk(await this.http.get('f100005', detailPage(sendDate)), toStatement);
  }

  async transactions(sendDate: string): Promise<CallOutcome<MonthTransactions>> {
    return mapOk(await this.http.get('f100006', detailPage(sendDate)), toTransactions);
  }
}
