import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Resolve } from '../../application/tokens';
import { useViewModel } from '../app/services';

interface LoadsByParam {
  load(value: string | undefined): Promise<void>;
}

/** A page's view-model, loaded with one query parameter (prdCode, planNo…) and again whenever it changes. */
export function usePageViewModel<T extends LoadsByParam>(make: (resolve: Resolve) => T, param: string): { viewModel: T; reload: () => void } {
  const viewModel = useViewModel(make);
  const [params] = useSearchParams();
  const value = params.get(param) ?? undefined;
  const reload = useCallback(() => void viewModel.load(value), [viewModel, value]);
  useEffect(reload, [reload]);
  return { viewModel, reload };
}
