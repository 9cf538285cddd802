// The referee's side of a duel by e-mail: which duel and round is being fought, the duelists' sealed moves
// taken for it, the step that goes on with them, and what that step leaves to send: a duel-turn for one
// duelist alone (it holds their hand), the new campaign file for every player.
import { useState } from 'react';
import { heroNames } from '../../io/pbem/campaign/duelReplay.ts';
import type { Campaign, DuelStage } from '../../io/pbem/campaign/stage.ts';
import { fileText } from '../../io/pbem/campaign/fileText.ts';
import { describeHex, DUEL_ROUNDS } from '../../rules/index.ts';
import { nameOf, packFileName } from '../../state/pbem/campaignView.ts';
import { MAX_SENT_FILE_CHARS } from '../../state/pbem/received.ts';
import { download } from '../download.ts';
import { FileTaker } from './FileTaker.tsx';
import { pbemStores, useReferee } from './pbemStores.ts';

const referee = () => pbemStores().referee.getState();
const save = (text: string, name: string) => download(new Blob([text], { type: 'application/json' }), name);

/** The duel being fought: its round, the moves taken for it, and the step that goes on with them. */
export function DuelDesk({ campaign, stage }: { campaign: Campaign; stage: DuelStage }) {
  const moves = useReferee((s) => s.duelMoves);
  const [deadlinePassed, setDeadlinePassed] = useState(false);
  const [attacker, defender] = heroNames(stage);
  const round = stage.rounds.length + 1;
  return (
    <section className="panel" aria-labelledby="stage-title" data-testid="duel-desk">
      <h2 id="stage-title">
        A duel: round {round} of {DUEL_ROUNDS}
      </h2>
      <p>
        {attacker} attacks {defender} at {describeHex(stage.duel.target)}. Each move is a duel-turn you send one duelist alone, answered by a sealed move for
        you alone.
      </p>
      <h3>Moves taken for round {round}</h3>
      <ul className="sent-list" data-testid="sent-list">
        {moves.length === 0 && <li className="muted">none yet</li>}
        {moves.map(({ doc, fileName }) => (
          <li key={doc.move}>
            <span>
              Move {doc.move + 1}: <strong>{nameOf(campaign.start, doc.player)}</strong> <span className="sent">received {fileName}</span>
            </span>
            <button type="button" onClick={() => referee().dropDuelMove(doc.move)} aria-label={`Forget move ${doc.move + 1}`}>
              Forget
            </button>
          </li>
        ))}
      </ul>
      <FileTaker
        label="Take duel move files…"
        testId="take-moves-input"
        maxBytes={MAX_SENT_FILE_CHARS}
        multiple
        onText={(text, name) => referee().take(text, name)}
        onRefused={(reason) => referee().refuse(reason)}
        hint="or drop them here"
      />
      <div className="resolve">
        <label className="inline">
          <input type="checkbox" checked={deadlinePassed} onChange={(e) => setDeadlinePassed(e.target.checked)} />
          Deadline passed: a duelist whose move has not come plays nothing this round
        </label>
        <div className="button-row">
          <button type="button" className="primary" onClick={() => void referee().goOnWithDuel({ deadlinePassed })}>
            Go on with the moves taken
          </button>
        </div>
        <p className="muted">
          Go on after each move: you get the next duelist's duel-turn, or the round is published. A duel-turn lost? Go on again with the same moves: the same
          file is made.
        </p>
      </div>
    </section>
  );
}

/** What the last step left to send: the campaign file for everyone, a duel-turn for one duelist alone. */
export function DuelOutbox({ campaign }: { campaign: Campaign }) {
  const outbox = useReferee((s) => s.outbox);
  if (!outbox || (!outbox.published && !outbox.duelTurn)) return null;
  const turn = outbox.duelTurn;
  const who = turn ? nameOf(campaign.start, turn.player) : '';
  return (
    <section className="panel pbem-outbox" aria-labelledby="outbox-title" data-testid="duel-outbox">
      <h2 id="outbox-title">To send now</h2>
      {outbox.published && (
        <div className="pbem-outbox__item">
          <p>The new campaign file: to every player.</p>
          <button type="button" onClick={() => save(fileText(campaign.file), packFileName(campaign))}>
            Download the new campaign file
          </button>
        </div>
      )}
      {turn && (
        <div className="pbem-outbox__item pbem-outbox__private">
          <p id="duel-turn-alone">
            <strong>Send to {who} alone: it holds their hand.</strong>{' '}
            <span className="muted">
              Round {turn.round}, move {turn.move}: <span className="mono">{turn.name}</span>
            </span>
          </p>
          <button type="button" className="primary" aria-describedby="duel-turn-alone" onClick={() => save(turn.text, turn.name)}>
            Download {who}'s duel-turn
          </button>
        </div>
      )}
    </section>
  );
}
