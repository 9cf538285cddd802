import { useEffect, useId, useRef } from 'react';
import { sharedReasons, type OrderOption } from '../../state/orderOptions.ts';

interface Props<Id extends string> {
  readonly label: string;
  readonly options: readonly OrderOption<Id>[];
  readonly onChoose: (id: Id) => void;
}

/**
 * A menu of orders with their gold cost; one the rules would refuse is disabled, with the reason beside it, or
 * once at the top when several share it ("Cavalry at (1,1) already has an order this turn").
 */
export function OptionMenu<Id extends string>({ label, options, onChoose }: Props<Id>) {
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    list.current?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
  }, []);
  const shared = sharedReasons(options);
  const reasonId = (option: OrderOption<Id>): string | undefined => {
    if (option.disabledReason === null) return undefined;
    const at = shared.indexOf(option.disabledReason);
    return at < 0 ? `${id}-${option.id}` : `${id}-shared-${at}`;
  };
  // The reason it is refused first, then what it does: a screen reader hears both after the name.
  const describedBy = (option: OrderOption<Id>): string | undefined =>
    [reasonId(option), option.detail ? `${id}-${option.id}-detail` : undefined].filter((d) => d !== undefined).join(' ') || undefined;
  return (
    <ul className="option-menu" aria-label={label} ref={list} data-option-menu>
      {shared.map((reason, i) => (
        <li key={reason} className="reason" id={`${id}-shared-${i}`} data-testid="menu-reason">
          {reason}
        </li>
      ))}
      {options.map((option) => (
        <li key={option.id}>
          <button type="button" disabled={option.disabledReason !== null} aria-describedby={describedBy(option)} onClick={() => onChoose(option.id)}>
            {option.name}
            <span className="cost">{option.cost === null ? '—' : `${option.cost} gold`}</span>
          </button>
          {option.detail && (
            <span className="detail" id={`${id}-${option.id}-detail`}>
              {option.detail}
            </span>
          )}
          {option.disabledReason && !shared.includes(option.disabledReason) && (
            <span className="reason" id={`${id}-${option.id}`}>
              {option.disabledReason}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
