// The open game's planning store: made when the user's orders are due (and not yet sent), kept while the
// publication it plans from is the last one, dropped otherwise; and why this browser cannot sign, when the game
// lists another key for the user than the one kept here.
import type { Campaign } from '../../io/pbem/campaign/stage.ts';
import type { GameApp } from '../../state/gameApp.ts';
import { listedKey } from '../../state/pbem/campaignView.ts';
import { createPlanningApp, planningSession } from '../../state/pbem/planningApp.ts';
import type { PlayerKey } from './onlineKeys.ts';
import { ordersDue } from './onlineView.ts';

export interface Planned {
  readonly planning: GameApp | null;
  /** The head of the campaign `planning` plans from. */
  readonly planningHead: string | null;
  readonly keyNote: string | null;
}

const SEND_INSTEAD = 'online the referee ends the turn: press "Send my orders"';

/** A planning store whose End turn (button or key) points to Send my orders instead. */
function onlinePlanningApp(campaign: Campaign, me: string): GameApp | null {
  const made = planningSession(campaign, me);
  if (!made.ok) return null;
  const app = createPlanningApp(made.session);
  app.store.setState({
    endTurn: () =>
      app.store.setState((d) => {
        d.ui.refusal = SEND_INSTEAD;
        d.ui.notice = null;
      }),
  });
  return app;
}

/** The planning for `key` in `campaign` now (`sent`: the phase last sent), keeping `current` when it still is. */
export function planFor(campaign: Campaign | null, key: PlayerKey | null, sent: string | null, current: Omit<Planned, 'keyNote'>): Planned {
  const none = { planning: null, planningHead: null };
  if (!campaign || !key) return { ...none, keyNote: null };
  const listed = listedKey(campaign, key.id);
  if (listed !== undefined && listed !== key.publicKey) {
    return {
      ...none,
      keyNote: `this game lists another key for ${key.id} than the one kept in this browser: play from the browser that joined, or restore that key from its backup (Play by e-mail → Keys)`,
    };
  }
  if (!ordersDue(campaign, key.id, sent)) return { ...none, keyNote: null };
  if (current.planning && current.planningHead === campaign.head) return { ...current, keyNote: null };
  const planning = onlinePlanningApp(campaign, key.id);
  return { planning, planningHead: planning ? campaign.head : null, keyNote: null };
}
