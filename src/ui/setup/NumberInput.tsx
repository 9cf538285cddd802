import type { NumberField } from './numberFields.ts';
import { tidyNumberText } from './numberFields.ts';

/** A number field that keeps the text as typed; leaving it shows the number the text will be read as. */
export function NumberInput({ field, text, onText }: { field: NumberField; text: string; onText: (text: string) => void }) {
  return (
    <label>
      {field.label}
      <input
        type="number"
        min={field.min}
        max={field.max}
        value={text}
        onChange={(e) => onText(e.target.value)}
        onBlur={() => onText(tidyNumberText(text, field))}
      />
    </label>
  );
}
