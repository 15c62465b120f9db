import { useCallback, useState } from 'react';
import type * as Panels from './search-bar-panels';

type PanelsModule = typeof Panels;

// One load per page: every bar on it (and every remount) shares the module once it has arrived.
let loaded: PanelsModule | null = null;
let loading: Promise<PanelsModule> | null = null;

function loadPanels(): Promise<PanelsModule> {
  loading ??= import(/* webpackChunkName: "search-bar-panels" */ './search-bar-panels').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null; // the next request tries again (webpack retries a failed chunk too)
      throw error;
    },
  );
  return loading;
}

export interface SearchBarPanels {
  panels: PanelsModule | null;
  failed: boolean;
  /** Starts loading, or joins the load under way; the bar calls it on the first pointer, focus or touch. */
  request: () => void;
}

export function useSearchBarPanels(): SearchBarPanels {
  const [panels, setPanels] = useState<PanelsModule | null>(loaded);
  const [failed, setFailed] = useState(false);

  const request = useCallback(() => {
    if (loaded) {
      setPanels(loaded);
      return;
    }
    setFailed(false);
    loadPanels().then(setPanels, () => setFailed(true));
  }, []);

  return { panels, failed, request };
}
