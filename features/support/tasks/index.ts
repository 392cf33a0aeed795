/**
 * What a scenario can do and see, in business terms, one interface per business area. Each
 * assembly implements every area in its own file (assemblies/domain, assemblies/browser):
 * domain (view-models and use cases over the in-process mock bank, seconds) and browser
 * (Chromium on the production build with the mock bank). A driver joins one assembly's areas.
 */
import type { AccessibilityTasks } from './accessibility';
import type { BankTasks } from './bank';
import type { CoolingOffTasks } from './cooling-off';
import type { BuyerStepTasks } from './buyer-steps';
import type { DetailTasks } from './detail';
import type { DialogTasks } from './dialogs';
import type { ElderModeTasks } from './elder';
import type { EntryTasks } from './entry';
import type { IncomeTasks } from './income';
import type { MaturityTasks } from './maturity';
import type { MyPlanTasks } from './my-plans';
import type { PageClockTasks } from './page-clock';
import type { PlanTasks } from './plans';
import type { PreconditionTasks } from './preconditions';
import type { PurchaseTasks } from './purchase';
import type { RecordTasks } from './records';
import type { RegularTasks } from './regular';
import type { RiskTasks } from './risk';
import type { SecurityTasks } from './security';
import type { StatementTasks } from './statements';
import type { SubPageTasks } from './sub-pages';
import type { WealthTasks } from './wealth';

export type {
  AccessibilityTasks, BankTasks, BuyerStepTasks, DetailTasks, DialogTasks, ElderModeTasks, EntryTasks, IncomeTasks, MaturityTasks, MyPlanTasks,
  PlanTasks, PreconditionTasks, PurchaseTasks, RecordTasks, RegularTasks, RiskTasks, SecurityTasks, StatementTasks, SubPageTasks, WealthTasks,
  CoolingOffTasks, PageClockTasks,
};

/** Everything a scenario can ask, every area together. */
export type Tasks = BankTasks & EntryTasks & DialogTasks & DetailTasks & SubPageTasks & PurchaseTasks & PreconditionTasks
  & PlanTasks & MyPlanTasks & WealthTasks & MaturityTasks & RegularTasks & RecordTasks & IncomeTasks & StatementTasks
  & RiskTasks & SecurityTasks & AccessibilityTasks & ElderModeTasks & CoolingOffTasks & BuyerStepTasks & PageClockTasks;

/** One assembly's areas joined: the tasks, and how the scenario ends. */
export type Driver = Tasks & {
  dispose(): Promise<void>;
  /** Told before each step which step of the scenario comes (browser only: an entry may wait for the next page). */
  beforeStep?(steps: readonly string[], at: number): void;
  /** A picture of the page after a failed step (browser only). */
  screenshot?(): Promise<Buffer | null>;
};

/**
 * Joins area objects into one driver: each public method of each area, bound to its area. A task
 * offered by two areas is a mistake, so it throws. Helpers an area keeps to itself are `#private`
 * or module functions, so they never reach the driver.
 */
export function joinAreas<T>(...areas: object[]): T {
  const driver: Record<string, unknown> = {};
  for (const area of areas) {
    for (const name of publicMethods(area)) {
      if (name in driver) throw new Error(`the task ${name} is offered by two areas (${area.constructor.name})`);
      driver[name] = (area as Record<string, (...args: unknown[]) => unknown>)[name].bind(area);
    }
  }
  return driver as T;
}

function publicMethods(area: object): string[] {
  const names = new Set<string>();
  for (let proto = Object.getPrototypeOf(area); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      if (name !== 'constructor' && typeof Object.getOwnPropertyDescriptor(proto, name)?.value === 'function') names.add(name);
    }
  }
  return [...names];
}
