import { useState } from 'react';
import type { Campaign } from '../../io/pbem/campaign/stage.ts';
import { nameOf } from '../../state/pbem/campaignView.ts';
import { MAX_SENT_FILE_CHARS } from '../../state/pbem/received.ts';
import { DuelDesk } from './DuelDesk.tsx';
import { FileTaker } from './FileTaker.tsx';
import { pbemStores, useReferee } from './pbemStores.ts';

const referee = () => pbemStores().referee.getState();
const NO_FACES = 'type the faces of the dice rolled, in order, e.g. "5, 3, 6", or "none" when no fight happens';

/** The open stage: who must send what, what has come, and the steps that close and resolve it (or fight its duel). */
export function StagePanel({ campaign }: { campaign: Campaign }) {
  const { stage } = campaign;
  const orders = useReferee((s) => s.orders);
  const reveals = useReferee((s) => s.reveals);
  if (stage.kind === 'over') {
    return (
      <section className="panel">
        <h2>The campaign is over</h2>
        <p>Nothing more is due. Publish the last campaign file for the record.</p>
      </section>
    );
  }
  if (stage.kind === 'duel') return <DuelDesk campaign={campaign} stage={stage} />;
  const what = stage.kind === 'orders' ? 'Orders' : 'Reveals';
  const received = stage.kind === 'orders' ? orders : reveals;
  return (
    <section className="panel" aria-labelledby="stage-title">
      <h2 id="stage-title">{what} due</h2>
      <ul className="sent-list" data-testid="sent-list">
        {stage.from.map((id) => {
          const file = received.find((r) => r.player === id);
          return (
            <li key={id} data-player={id}>
              <span>
                <strong>{nameOf(campaign.start, id)}</strong> ({id}):{' '}
                {file ? <span className="sent">received {file.fileName}</span> : <span className="muted">waiting</span>}
              </span>
              {file && (
                <button type="button" onClick={() => referee().drop(id)} aria-label={`Forget ${id}'s file`}>
                  Forget
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <FileTaker
        label={`Take ${what.toLowerCase()} files…`}
        testId="take-files-input"
        maxBytes={MAX_SENT_FILE_CHARS}
        multiple
        onText={(text, name) => referee().take(text, name)}
        onRefused={(reason) => referee().refuse(reason)}
        hint="or drop them here"
      />
      <ResolveControls campaign={campaign} />
    </section>
  );
}

/**
 * Close or resolve, optionally past the deadline. While orders are open the referee may instead roll
 * physical dice and type them: the phase then resolves at once, with no commitments; once commitments
 * are published only the reveals settle the dice (docs/pbem.md).
 */
function ResolveControls({ campaign }: { campaign: Campaign }) {
  const [deadlinePassed, setDeadlinePassed] = useState(false);
  const [typed, setTyped] = useState('');
  const { stage } = campaign;
  if (stage.kind === 'over' || stage.kind === 'duel') return null;
  const typing = stage.kind === 'orders' && stage.diceFollow;
  const step = (faces: string) => {
    const done = stage.kind === 'orders' ? referee().closeOrders({ typed: faces, deadlinePassed }) : referee().resolve({ deadlinePassed });
    void done.then(() => {
      if (pbemStores().referee.getState().campaign !== campaign) setTyped('');
    });
  };
  const main = stage.kind === 'reveals' ? 'Resolve with the reveals' : typing ? 'Close the orders' : 'Resolve the moves (no dice)';
  return (
    <div className="resolve">
      <label className="inline">
        <input type="checkbox" checked={deadlinePassed} onChange={(e) => setDeadlinePassed(e.target.checked)} />
        Deadline passed: go on without the missing files
      </label>
      <div className="button-row">
        <button type="button" className="primary" onClick={() => step('')}>
          {main}
        </button>
      </div>
      {typing && (
        <>
          <p className="muted">Closing publishes every commitment; the players then send their reveals, and the dice come from them all.</p>
          <div className="field-row">
            <label>
              Or roll physical dice now, in the order the fights happen
              <input value={typed} onChange={(e) => setTyped(e.target.value)} placeholder='e.g. 5, 3, 6 (or "none")' />
            </label>
            <button type="button" onClick={() => (typed.trim() === '' ? referee().refuse(NO_FACES) : step(typed))}>
              Resolve with these dice
            </button>
          </div>
        </>
      )}
    </div>
  );
}
