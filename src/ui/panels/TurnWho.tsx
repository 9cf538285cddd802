// The left of every turn header (planning, a turn playing out, a computer thinking): whose turn, in their colour.
import type { ReactNode } from 'react';
import { RACES, type Player } from '../../rules/index.ts';

/** "Joe's turn (Humans, round 3)", or with `what` ("turn plays out") in place of "turn"; `children` below it. */
export function TurnWho({
  player,
  colour,
  round,
  what = 'turn',
  children,
}: {
  player: Player;
  colour: string | undefined;
  round: number;
  what?: string;
  children?: ReactNode;
}) {
  return (
    <div className="turn-header__who">
      <span className="swatch" style={{ background: colour }} aria-hidden="true" />
      <h1>
        {player.name}'s {what}{' '}
        <span className="muted">
          ({RACES[player.race].name}, round {round})
        </span>
      </h1>
      {children}
    </div>
  );
}
