import { useEffect, useState } from 'react';
import type { CombatChoice } from '../../state/premadeMap.ts';
import { CombatFields, combatChoiceOf, combatDraftOf, type CombatDraft } from '../../ui/setup/CombatFields.tsx';
import { numberReader } from '../../ui/setup/numberFields.ts';
import { useEditor, useEditorStore } from './useEditor.ts';

const sameChoice = (a: CombatChoice | undefined, b: CombatChoice | undefined): boolean =>
  (a?.combatSystem ?? 'karnage') === (b?.combatSystem ?? 'karnage') && a?.newYearEvery === b?.newYearEvery;

/** The map's scenario settings: the combat system "Play this map" starts the new-game screen with. */
export function ScenarioPanel() {
  const combat = useEditor((s) => s.draft.combat);
  const editorStore = useEditorStore();
  const [fields, setFields] = useState<CombatDraft>(() => combatDraftOf(combat));
  // Undo, redo or another map change the stored choice: show it, unless it is what the fields already say.
  useEffect(() => {
    setFields((shown) => (sameChoice(combatChoiceOf(shown, numberReader()), combat) ? shown : combatDraftOf(combat)));
  }, [combat]);

  const change = (next: CombatDraft) => {
    setFields(next);
    // Half-typed text (an empty field) is kept on screen and stored once it reads as a number.
    const numbers = numberReader();
    const choice = combatChoiceOf(next, numbers);
    if (!numbers.problem) editorStore.getState().setCombat(choice);
  };

  return (
    <section aria-labelledby="scenario-heading" className="editor-scenario">
      <h2 id="scenario-heading">Scenario</h2>
      <CombatFields draft={fields} onChange={change} />
    </section>
  );
}
