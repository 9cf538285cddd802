import { useGame } from '../../state/useGame.ts';

/** The rules' reason for a refused order (announced at once), and quieter notes. */
export function MessageArea() {
  const refusal = useGame((s) => s.ui.refusal);
  const notice = useGame((s) => s.ui.notice);
  const saveError = useGame((s) => s.saveError);
  const otherTabSaved = useGame((s) => s.otherTabSaved);
  return (
    <div className="messages">
      <div role="alert" className={refusal ? 'message message--refusal' : 'message message--empty'}>
        {refusal && <>Refused: {refusal}</>}
      </div>
      <div role="status" className={notice || saveError || otherTabSaved ? 'message message--notice' : 'message message--empty'}>
        {notice}
        {saveError && <> {saveError}</>}
        {otherTabSaved && (
          <> Another tab is saving a game in this browser too, and only the last one saved is kept: close the other tab, or save this game to a file.</>
        )}
      </div>
    </div>
  );
}
