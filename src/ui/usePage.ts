import { useSyncExternalStore } from 'react';
import { useReplay } from '../replay/useReplay.ts';
import { currentAddressRoute, pageOf, subscribeAddress, type Page } from '../state/router.ts';
import { useGame } from '../state/useGame.ts';

/** The page to show now, as the router decides it from the address, the replay and the game. */
export function usePage(): Page {
  const address = useSyncExternalStore(subscribeAddress, currentAddressRoute, () => 'game' as const);
  const replaying = useReplay((s) => s.replay !== null);
  const screen = useGame((s) => s.screen);
  const hasSession = useGame((s) => s.session !== null);
  const curtain = useGame((s) => s.ui.curtain);
  const dueling = useGame((s) => s.ui.duel !== null);
  return pageOf({ address, replaying, screen, hasSession, curtain, dueling });
}
