import { useEffect, useId, useRef } from 'react';
import type { OrderOption } from '../../state/orderOptions.ts';

interface Props<Id extends string> {
  readonly label: string;
  readonly options: readonly OrderOption<Id>[];
  readonly onChoose: (id: Id) => void;
}

/** A menu of orders with their gold cost; one the rules would refuse is disabled, with the reason beside it. */
export function OptionMenu<Id extends string>({ label, options, onChoose }: Props<Id>) {
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    list.current?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
  }, []);
  return (
    <ul className="option-menu" aria-label={label} ref={list} data-option-menu>
      {options.map((option) => (
        <li key={option.id}>
          <button
            type="button"
            disabled={option.disabledReason !== null}
            aria-describedby={option.disabledReason ? `${id}-${option.id}` : undefined}
            onClick={() => onChoose(option.id)}
          >
            {option.name}
            <span className="cost">{option.cost === null ? '—' : `${option.cost} gold`}</span>
          </button>
          {option.disabledReason && (
            <span className="reason" id={`${id}-${option.id}`}>
              {option.disabledReason}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
