import { WEAPONS, type Side, type WeaponId } from '../../rules/index.ts';
import { modifiersOf } from '../../rules/champions/index.ts';
import { currentDuel, fightersShown, playerOf, type DuelFlow } from '../../state/duelFlow.ts';
import { heroOf } from '../../state/duelPlan.ts';
import { signed } from './duelText.ts';

/** "long sword (range 1, 3 maneuvers, wounds up to 5)". */
function weaponLine(id: WeaponId): string {
  const w = WEAPONS[id];
  return `${w.name.toLowerCase()} (range ${w.range}, ${w.maxManeuvers} maneuvers, wounds up to ${w.maxDamage})`;
}

/** One hero as both players may see it: its sheet, its modifiers, what it holds and its vitality (as far as the reveal has got). */
export function HeroPanel({ flow, side }: { flow: DuelFlow; side: Side }) {
  const hero = flow.duel.combatants[side];
  const fighter = fightersShown(flow)[side];
  const player = playerOf(flow, side);
  const spot = currentDuel(flow);
  const full = heroOf(flow.game, side === 0 ? spot.attacker : spot.defender).full;
  const skills = Object.entries(hero.skills).map(([id, n]) => `${WEAPONS[id as WeaponId].name.toLowerCase()} ${n}`);
  return (
    <section className="panel duel-hero" aria-label={`${hero.name}, ${player.name}'s hero`} data-testid={`hero-${side}`}>
      <h2>
        {hero.name} <span className="muted">· {player.name}</span>
      </h2>
      <p className="stats">
        Vitality <strong data-testid="hero-vitality">{fighter.vitality}</strong> of {full} · modifiers <strong>{signed(modifiersOf(hero))}</strong>{' '}
        <span className="muted">
          (finesse {signed(hero.finesse)}, force {signed(hero.force)}, armour {signed(hero.armour)})
        </span>
      </p>
      <p>
        In hand: {weaponLine(fighter.weapon)}
        {fighter.offHand && <>; off hand: {weaponLine(fighter.offHand)}</>}
        {fighter.carried.length > 0 && <>; carries {fighter.carried.map((w) => WEAPONS[w].name.toLowerCase()).join(', ')}</>}
      </p>
      <p className="muted">
        Skills: {skills.join(', ')} · combat training {hero.combatTraining} · fast draw {hero.fastDraw} · {hero.size} size
        {side === 0 ? ' · attacking' : ' · defending'}
      </p>
    </section>
  );
}
