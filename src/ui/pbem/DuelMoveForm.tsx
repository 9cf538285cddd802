// A duelist's move by e-mail: hesitate (when it may), or declare its registers — maneuver, card of its own
// hand, and the options the maneuver takes — with the rules' refusal of the move as it stands shown live,
// then signed and saved for the referee alone. Native controls only, so Tab, arrows and Enter play it.
import { useMemo, useState, type FormEvent } from 'react';
import { moveProblem, type DuelMoveChoice, type DuelView } from '../../io/pbem/campaign/duelPlayer.ts';
import { maneuverName, type RegisterDraft } from '../../state/duelDrafts.ts';
import { draftedRegisters, duelChoices, duelTurnFacts, firstDrafts } from '../../state/pbem/duelTurnView.ts';
import { download } from '../download.ts';
import { RegisterList } from '../duel/RegisterFields.tsx';
import { pbemStores } from './pbemStores.ts';

const player = () => pbemStores().player.getState();

/** How a move leaves: by e-mail it is saved as a file (the default); online it is sent, or refused in one line. */
export type SendMove = (choice: DuelMoveChoice) => Promise<{ ok: true } | { ok: false; reason: string }>;

/** The duelist's move: its registers (or a hesitation), the rules' word on it as it stands, and the signed file. */
export function DuelMoveForm({ view, onMove }: { view: DuelView; onMove?: SendMove }) {
  const facts = useMemo(() => duelTurnFacts(view), [view]);
  const [drafts, setDrafts] = useState<RegisterDraft[]>(() => firstDrafts(view));
  const [saved, setSaved] = useState<string | null>(null);
  const choices = useMemo(() => duelChoices(view), [view]);
  const registers = useMemo(() => draftedRegisters(view, drafts), [view, drafts]);
  const problem = useMemo(() => moveProblem(view, { registers }), [view, registers]);
  const other = facts.heroes[facts.side === 0 ? 1 : 0].name;
  const fighter = view.duel.fighters[facts.side];
  const [refused, setRefused] = useState<string | null>(null);
  const sign = (choice: DuelMoveChoice) => {
    if (onMove) {
      void onMove(choice).then((sent) => setRefused(sent.ok ? null : sent.reason));
      return;
    }
    void player()
      .exportDuelMove(choice)
      .then((file) => {
        if (!file) return;
        download(new Blob([file.text], { type: 'application/json' }), file.name);
        setSaved(file.name);
      });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sign({ registers });
  };
  return (
    <form className="panel duel-declare" onSubmit={submit} aria-labelledby="duel-move-title" data-testid="duel-move-form" noValidate>
      <h2 id="duel-move-title">Your move: {facts.first ? `declare second, against ${other}'s maneuvers` : 'you hold the initiative and declare first'}</h2>
      <p className="muted">
        Up to {Math.min(facts.maneuversAllowed, facts.hand.length)} maneuvers, one card of your hand each.{' '}
        {facts.first
          ? `${other} declared first: you see its maneuver types, never its cards. Your move goes to the referee alone.`
          : `Only your maneuver types go to ${other} before the round is published; your cards stay sealed with the referee.`}
        {onMove ? ' It is sent to the referee when you sign it.' : ''}
      </p>
      <RegisterList
        drafts={drafts}
        hand={facts.hand}
        fighter={fighter}
        choices={choices}
        against={(i) => (facts.first ? `${other}: ${facts.first[i] ? maneuverName(facts.first[i]) : 'nothing'}` : null)}
        onChange={setDrafts}
      />
      <p className={problem ? 'message message--refusal' : 'message message--notice'} aria-live="polite" data-testid="duel-move-problem">
        {problem ? `The rules refuse this move: ${problem}` : 'The rules take this move (as far as they can without the other’s cards).'}
      </p>
      <div className="button-row">
        <button type="submit" className="primary">
          {onMove ? 'Sign and send my move' : 'Sign and save my move'}
        </button>
        {facts.mayHesitate && (
          <button type="button" aria-describedby="duel-hesitate-note" onClick={() => sign({ hesitate: true })}>
            Hesitate
          </button>
        )}
      </div>
      {facts.mayHesitate && (
        <p className="muted" id="duel-hesitate-note">
          Hesitating gives the initiative to {other}, who then declares first
          {facts.hesitated.length === 1 ? '; both hesitating ends the duel' : ', or hesitates in turn'}.
        </p>
      )}
      {refused && (
        <p className="message message--refusal" role="alert" data-testid="duel-move-refused">
          Not sent: {refused}
        </p>
      )}
      {saved && (
        <p className="sent" data-testid="duel-move-saved">
          Saved {saved}: send it to the referee alone.
        </p>
      )}
    </form>
  );
}
