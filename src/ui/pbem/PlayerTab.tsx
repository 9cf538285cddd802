// The player's screen: open the referee's pack (checked end to end), see the map and the last report,
// plan orders on the board as in a hotseat game when they are due, and export them signed; once the
// orders are closed, export the reveal of the dice secret kept behind them; in a duel, open the duel-turn
// the referee sent this duelist alone, and answer it with a sealed move (DuelTurnPanel).
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { MAX_CAMPAIGN_FILE_CHARS } from '../../io/pbem/campaign/openCampaign.ts';
import type { Campaign } from '../../io/pbem/campaign/stage.ts';
import { activePlayer, goldAvailable } from '../../rules/index.ts';
import type { GameApp } from '../../state/gameApp.ts';
import { nameOf, turnLabel } from '../../state/pbem/campaignView.ts';
import type { Export } from '../../state/pbem/playerStore.ts';
import { download } from '../download.ts';
import { CampaignHeader } from './CampaignHeader.tsx';
import { DuelDue, DuelTurnPanel } from './DuelTurnPanel.tsx';
import { FileTaker } from './FileTaker.tsx';
import { MessageLine } from './MessageLine.tsx';
import { pbemStores, usePlayer } from './pbemStores.ts';
import { PlanningBoard } from './PlanningBoard.tsx';
import { PublishedMap } from './PublishedMap.tsx';
import { ReportPanel } from './ReportPanel.tsx';

const player = () => pbemStores().player.getState();
const save = (file: Export | null) => file && download(new Blob([file.text], { type: 'application/json' }), file.name);

export function PlayerTab() {
  const campaign = usePlayer((s) => s.campaign);
  const planning = usePlayer((s) => s.planning);
  const duel = usePlayer((s) => s.duel);
  if (!campaign) return <OpenPack />;
  const side = <PlayerSide campaign={campaign} />;
  const after = (
    <>
      <ReportPanel campaign={campaign} />
      <PackButton label="Open a newer pack…" />
    </>
  );
  return (
    <div className="pbem-campaign">
      <CampaignHeader campaign={campaign} />
      <div className="game__main">
        {planning ? (
          <PlanningBoard app={planning} before={side} after={after} />
        ) : (
          <>
            {duel ? <DuelTurnPanel view={duel} /> : <PublishedMap campaign={campaign} />}
            <aside className="side-panel" aria-label="Pack" data-testid="side-panel">
              {side}
              {after}
            </aside>
          </>
        )}
      </div>
    </div>
  );
}

function PackButton({ label }: { label: string }) {
  return (
    <FileTaker
      label={label}
      testId="open-pack-input"
      maxBytes={MAX_CAMPAIGN_FILE_CHARS}
      onText={(text, name) => player().openPack(text, name)}
      onRefused={(reason) => player().refuse(reason)}
      hint="or drop it here"
    />
  );
}

function OpenPack() {
  const message = usePlayer((s) => s.message);
  const busy = usePlayer((s) => s.busy);
  return (
    <main className="pbem-page" aria-label="Player">
      <MessageLine message={message} busy={busy} onDismiss={() => player().dismiss()} testId="player-message" />
      <section className="panel">
        <h2>Open the referee's pack</h2>
        <p>
          The referee sends a campaign file after every step. Open the latest: it is checked end to end (every signature, every map and every die) before it
          shows.
        </p>
        <PackButton label="Open a pack…" />
        <p className="muted">To send orders you need your key in this browser (the Keys tab), the one whose public key you gave the referee.</p>
      </section>
    </main>
  );
}

/** Who this browser plays as, what is due from them, and the button that signs it. */
function PlayerSide({ campaign }: { campaign: Campaign }) {
  const { me, mine, keyNote, planning, duel, message, busy } = usePlayer(
    useShallow((s) => ({ me: s.me, mine: s.mine, keyNote: s.keyNote, planning: s.planning, duel: s.duel, message: s.message, busy: s.busy })),
  );
  const { stage } = campaign;
  const revealDue = me !== null && stage.kind === 'reveals' && stage.from.includes(me);
  const dueling = me !== null && stage.kind === 'duel';
  return (
    <section className="panel pbem-due" aria-labelledby="due-title">
      <h2 id="due-title">{me ? `You play ${nameOf(campaign.start, me)}` : 'Watching'}</h2>
      <MessageLine message={message} busy={busy} onDismiss={() => player().dismiss()} testId="player-message" />
      {keyNote && <p className="message message--refusal">{keyNote}</p>}
      {mine.length > 1 && (
        <label>
          Play as{' '}
          <select value={me ?? ''} onChange={(e) => player().choose(e.target.value)}>
            {mine.map((id) => (
              <option key={id} value={id}>
                {nameOf(campaign.start, id)} ({id})
              </option>
            ))}
          </select>
        </label>
      )}
      {planning && <OrdersDue app={planning} turn={stage.kind === 'orders' ? turnLabel(campaign, stage.turn) : ''} />}
      {revealDue && (
        <>
          <p>The orders are closed. Reveal the dice secret kept behind your orders, so the dice can be rolled.</p>
          <button type="button" className="primary" onClick={() => void player().exportReveal().then(save)}>
            Export reveal
          </button>
        </>
      )}
      {dueling && <DuelDue campaign={campaign} stage={stage} me={me} view={duel} />}
      {me && !planning && !revealDue && !dueling && <p className="muted">Nothing is due from you now: wait for the referee's next pack.</p>}
    </section>
  );
}

/** The gold the plan leaves, as the planning store has it, and the button that signs the plan. */
function OrdersDue({ app, turn }: { app: GameApp; turn: string }) {
  const state = useStore(app.store, (s) => s.session?.state);
  if (!state) return null;
  return (
    <>
      <p>
        Your orders for {turn}: plan them on the board as in a game at one screen, then sign them. Gold {activePlayer(state).gold}, available{' '}
        <span data-testid="gold-available">{goldAvailable(state)}</span>.
      </p>
      <button type="button" className="primary" onClick={() => void player().exportOrders().then(save)}>
        Export signed orders ({state.pending.length})
      </button>
    </>
  );
}
