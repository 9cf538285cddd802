// The combat system a game fights by, for the new-game screen and the map editor's scenario settings:
// one choice per system the rules know, and, for a system with New Years, how often one comes.
import { COMBAT_SYSTEM_IDS, type CombatSystemId } from '../../rules/index.ts';
import type { CombatChoice } from '../../state/premadeMap.ts';
import { COMBAT_SYSTEM_TEXT } from './combatSystemText.ts';
import { FIRST_NUMBERS, NUMBER_FIELDS, type NumberReader } from './numberFields.ts';
import { NumberInput } from './NumberInput.tsx';

/** The fields as typed: the New Year text is kept even while a system without New Years is chosen. */
export interface CombatDraft {
  readonly system: CombatSystemId;
  readonly newYearText: string;
}

export function combatDraftOf(choice: CombatChoice | undefined): CombatDraft {
  return { system: choice?.combatSystem ?? 'karnage', newYearText: String(choice?.newYearEvery ?? FIRST_NUMBERS.newYearEvery) };
}

/** The choice the fields make; the New Year field is read (and can be a problem) only while it is shown. */
export function combatChoiceOf(draft: CombatDraft, numbers: NumberReader): CombatChoice {
  if (!COMBAT_SYSTEM_TEXT[draft.system].newYear) return { combatSystem: draft.system };
  return { combatSystem: draft.system, newYearEvery: numbers.read(draft.newYearText, NUMBER_FIELDS.newYearEvery) };
}

/** Champions' checkbox, where the form offers it (the new-game screen, the new campaign by e-mail). */
export interface ChampionsField {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** Why Champions cannot be chosen now (the box is then off and disabled); absent: it can. */
  readonly unavailable?: string;
}

export function CombatFields({ draft, onChange, champions }: { draft: CombatDraft; onChange: (draft: CombatDraft) => void; champions?: ChampionsField }) {
  return (
    <fieldset className="combat-fields">
      <legend>Combat</legend>
      {COMBAT_SYSTEM_IDS.map((id) => (
        <label key={id} className="inline">
          <input type="radio" name="combat-system" value={id} checked={draft.system === id} onChange={() => onChange({ ...draft, system: id })} />
          <span>
            <strong>{COMBAT_SYSTEM_TEXT[id].name}</strong>: {COMBAT_SYSTEM_TEXT[id].description}
          </span>
        </label>
      ))}
      {COMBAT_SYSTEM_TEXT[draft.system].newYear && (
        <div className="field-row">
          <NumberInput field={NUMBER_FIELDS.newYearEvery} text={draft.newYearText} onText={(newYearText) => onChange({ ...draft, newYearText })} />
          <span className="muted">Units sent home come back to their Keep at each New Year.</span>
        </div>
      )}
      {champions && (
        <label className="inline">
          <input
            type="checkbox"
            checked={champions.checked && !champions.unavailable}
            disabled={champions.unavailable !== undefined}
            aria-describedby={champions.unavailable ? 'champions-unavailable' : undefined}
            onChange={(e) => champions.onChange(e.target.checked)}
          />
          <span>
            <strong>Champions: a hero for each player</strong>: each player's first unit is its hero, and a hero attacking a hero next to it fights a duel with
            cards
            {champions.unavailable && (
              <span className="muted" id="champions-unavailable">
                {' '}
                (not here: {champions.unavailable})
              </span>
            )}
          </span>
        </label>
      )}
    </fieldset>
  );
}
