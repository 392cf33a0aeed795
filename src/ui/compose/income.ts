import type { DividendPayout, MaturityPayout } from '../../domain/holdings/payouts';
import { TOKENS } from '../../application/tokens';
import type { App } from '../app/app';
import { AssetHistoryViewModel, DailyIncomeViewModel, IncomeByHoldingViewModel, PayoutsViewModel, type DailyIncomeKind } from '../pages/income/income-view-models';

/* Income by holding, daily income, the asset history, dividends and maturity payouts. */

export const incomeByHolding = ({ resolve }: App) => new IncomeByHoldingViewModel(resolve(TOKENS.wealthDesk), resolve(TOKENS.presentFailure));

export const dailyIncome = ({ resolve }: App, kind: DailyIncomeKind) => new DailyIncomeViewModel(kind, resolve(TOKENS.incomeDesk), resolve(TOKENS.presentFailure));

export const assetHistory = ({ resolve }: App) => new AssetHistoryViewModel(resolve(TOKENS.incomeDesk), resolve(TOKENS.presentFailure));

export const dividends = ({ resolve }: App) => {
  const desk = resolve(TOKENS.incomeDesk);
  return new PayoutsViewModel<DividendPayout>((page) => desk.dividends(page), resolve(TOKENS.presentFailure), '分红记录');
};

export const maturityPayouts = ({ resolve }: App) => {
  const desk = resolve(TOKENS.incomeDesk);
  return new PayoutsViewModel<MaturityPayout>((page) => desk.maturityPayouts(page), resolve(TOKENS.presentFailure), '到期兑付');
};
