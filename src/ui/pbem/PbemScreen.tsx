// Play by e-mail: the keys, the referee's desk and the player's pack, one tab each. Loaded on demand
// (src/ui/App.tsx), so a first visit to the game fetches none of it.
// Campaigns may fight by any combat system: the play-by-e-mail screens (a chunk of their own) bring them all.
import '../../rules/combat/allSystems.ts';
import { useState } from 'react';
import { goTo } from '../../state/router.ts';
import { KeysTab } from './KeysTab.tsx';
import './pbem.css';
import { PlayerTab } from './PlayerTab.tsx';
import { RefereeTab } from './RefereeTab.tsx';

const TABS = { keys: 'Keys', referee: 'Referee', player: 'Player' } as const;
type Tab = keyof typeof TABS;

// Kept while the page lives: back from the game, the same tab shows.
let lastTab: Tab = 'keys';

export default function PbemScreen() {
  const [tab, setTab] = useState<Tab>(lastTab);
  const choose = (next: Tab) => {
    lastTab = next;
    setTab(next);
  };
  return (
    <div className="pbem">
      <nav className="pbem__bar" aria-label="Play by e-mail">
        <strong>Play by e-mail</strong>
        <div role="tablist" className="pbem__tabs">
          {(Object.keys(TABS) as Tab[]).map((id) => (
            <button key={id} type="button" role="tab" aria-selected={tab === id} onClick={() => choose(id)}>
              {TABS[id]}
            </button>
          ))}
        </div>
        <button type="button" onClick={() => goTo('game')}>
          Back to the game
        </button>
      </nav>
      <div className="pbem__body" role="tabpanel" aria-label={TABS[tab]}>
        {tab === 'keys' && <KeysTab />}
        {tab === 'referee' && <RefereeTab />}
        {tab === 'player' && <PlayerTab />}
      </div>
    </div>
  );
}
