// A duelist's duel-turn by e-mail, as that duelist may see it: both heroes (vitality, weapons), the range,
// the initiative and its cards, who hesitated, and the player's OWN hand (the other's is in no file it was
// sent); then its move (DuelMoveForm). Beside it, on the side panel, what is due from the player in a duel.
import { useEffect, useMemo, useRef } from 'react';
import type { DuelView } from '../../io/pbem/campaign/duelPlayer.ts';
import type { Campaign, DuelStage } from '../../io/pbem/campaign/stage.ts';
import { WEAPONS, type WeaponId } from '../../rules/index.ts';
import { cardText } from '../../rules/champions/index.ts';
import { nameOf } from '../../state/pbem/campaignView.ts';
import { duelTurnFacts, type DuelTurnFacts, type HeroFacts } from '../../state/pbem/duelTurnView.ts';
import { MAX_SENT_FILE_CHARS } from '../../state/pbem/received.ts';
import '../duel/duel.css';
import '../duel/duelReport.css';
import { rangeText } from '../duel/duelText.ts';
import { InitiativeCards } from '../duel/InitiativeCards.tsx';
import { DuelMoveForm, type SendMove } from './DuelMoveForm.tsx';
import { FileTaker } from './FileTaker.tsx';
import { pbemStores } from './pbemStores.ts';

/** "long sword (range 1, 3 maneuvers)". */
const weaponLine = (id: WeaponId) => `${WEAPONS[id].name.toLowerCase()} (range ${WEAPONS[id].range}, ${WEAPONS[id].maxManeuvers} maneuvers)`;

function HeroCard({ hero, you, attacking }: { hero: HeroFacts; you: boolean; attacking: boolean }) {
  return (
    <section className={you ? 'panel duel-hero duel-hero--you' : 'panel duel-hero'} aria-label={`${hero.name}${you ? ', your hero' : ''}`}>
      <h2>
        {hero.name} <span className="muted">· {you ? 'your hero' : 'your foe'}</span>
      </h2>
      <p className="stats">
        Vitality <strong data-testid="hero-vitality">{hero.vitality}</strong> of {hero.full} · {attacking ? 'attacking' : 'defending'}
      </p>
      <p>
        In hand: {weaponLine(hero.weapon)}
        {hero.offHand && <>; off hand: {weaponLine(hero.offHand)}</>}
        {hero.carried.length > 0 && <>; carries {hero.carried.map((w) => WEAPONS[w].name.toLowerCase()).join(', ')}</>}
      </p>
    </section>
  );
}

const HOW: Readonly<Record<string, string>> = {
  drawn: 'by the initiative cards',
  kept: 'kept from the round before',
  feint: 'taken with a feint',
  smash: 'given by a smash',
};

/** The round's opening in public: the initiative, its cards, the hesitations so far, who declares now. */
function Initiative({ facts }: { facts: DuelTurnFacts }) {
  const names = [facts.heroes[0].name, facts.heroes[1].name] as const;
  const { draw, best } = facts;
  return (
    <section className="panel" aria-labelledby="duel-initiative-title" data-testid="duel-initiative">
      <h2 id="duel-initiative-title">The initiative</h2>
      {draw && <InitiativeCards names={names} draw={draw} best={best} />}
      <p>
        {facts.holder} held it at the round's start ({HOW[facts.how] ?? facts.how}).
      </p>
      {facts.hesitated.map((name, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: hesitations happen once each, in turn
        <p key={i}>{name} hesitated: the initiative went over.</p>
      ))}
      <p>
        <strong>{names[facts.holderNow]}</strong> holds the initiative now and declares first
        {facts.mayHesitate && ', or hesitates and gives it away'}
        {facts.mayHesitate && facts.hesitated.length === 1 && ' (both hesitating ends the duel)'}.
      </p>
    </section>
  );
}

/**
 * The duel-turn open: the duel as this duelist sees it, and its move (`onMove`: sent online rather than saved as a
 * file; `retry`: why the referee refused this move when it was sent before, so it is asked for again).
 */
export function DuelTurnPanel({ view, onMove, retry = null }: { view: DuelView; onMove?: SendMove; retry?: string | null }) {
  const facts = useMemo(() => duelTurnFacts(view), [view]);
  const { turn } = view;
  // A duel-turn opened: the keyboard starts at its top, and Tab goes on through the duel to the move.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (turn) heading.current?.focus();
  }, [turn]);
  return (
    <main className="pbem-duel" aria-label="Your duel-turn" data-testid="duel-turn-panel">
      <h1 ref={heading} tabIndex={-1}>
        Round {facts.round} of {facts.maxRounds} · {rangeText(facts.range)} · move {turn.move + 1}
      </h1>
      <div className="duel__heroes">
        <HeroCard hero={facts.heroes[0]} you={facts.side === 0} attacking />
        <HeroCard hero={facts.heroes[1]} you={facts.side === 1} attacking={false} />
      </div>
      <Initiative facts={facts} />
      <section className="panel" aria-labelledby="duel-hand-title">
        <h2 id="duel-hand-title">Your hand</h2>
        <p className="duel-hand" data-testid="duel-hand">
          {facts.hand.map((card, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a card's place in the hand is its identity
            <span key={i} className="duel-card">
              {cardText(card)}
            </span>
          ))}
        </p>
      </section>
      {retry && (
        <p className="message message--refusal" role="alert" data-testid="duel-move-retry">
          The referee refused the move you sent ({retry}): choose it again.
        </p>
      )}
      <DuelMoveForm key={`${turn.after}-${turn.round}-${turn.move}-${retry ?? ''}`} view={view} {...(onMove ? { onMove } : {})} />
    </main>
  );
}

const player = () => pbemStores().player.getState();

/** What a duel asks of the player on the side panel: open the duel-turn the referee sent them alone. */
export function DuelDue({ campaign, stage, me, view }: { campaign: Campaign; stage: DuelStage; me: string; view: DuelView | null }) {
  const [a, d] = stage.duelists.map((id) => nameOf(campaign.start, id));
  if (!stage.duelists.includes(me)) return <p className="muted">{`${a} and ${d} fight a duel: nothing is due from you until it is over.`}</p>;
  return (
    <>
      <p>
        {view
          ? `Your duel-turn for round ${view.turn.round}, move ${view.turn.move + 1} is open: choose your move in the duel panel.`
          : `Your hero fights a duel, round ${stage.rounds.length + 1}. Open the duel-turn the referee sent you alone: it holds your hand.`}
      </p>
      <FileTaker
        label={view ? 'Open another duel-turn…' : 'Open my duel-turn…'}
        testId="open-duel-turn-input"
        maxBytes={MAX_SENT_FILE_CHARS}
        onText={(text, name) => player().openDuelTurn(text, name)}
        onRefused={(reason) => player().refuse(reason)}
        hint="or drop it here"
      />
    </>
  );
}
