/**
 * Moved to src/ui/view-models/loadable.ts (not a component). Kept only for
 * src/ui/pages/plan/plan-done-view-model.ts, which is being rewritten elsewhere: delete this file
 * once that view-model imports '../../view-models/loadable'.
 */
export { Loadable, askedFirst } from '../view-models/loadable';
