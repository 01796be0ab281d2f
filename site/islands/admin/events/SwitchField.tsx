// A yes/no field as a Radix Switch (product.md §2: 'Virtual Event', 'Recurring Event'), its question read as its description.
// Named by its visible label through aria-labelledby as well as <label for>: a button named only by a label element
// is not named by every accessibility engine.
import { Switch } from 'radix-ui';

interface Props {
  id: string;
  label: string;
  question: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export default function SwitchField({ id, label, question, checked, onChange }: Props) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-md border border-slate-300 p-3 dark:border-slate-600">
      <div>
        <label id={`${id}-label`} htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-question`} className="text-sm text-slate-700 dark:text-slate-300">
          {question}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-question`}
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-slate-500 bg-slate-200 data-[state=checked]:border-blue-700 data-[state=checked]:bg-blue-700 dark:border-slate-400 dark:bg-slate-700 dark:data-[state=checked]:border-sky-300 dark:data-[state=checked]:bg-sky-300"
      >
        <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 motion-reduce:transition-none dark:bg-slate-100 dark:data-[state=checked]:bg-slate-900" />
      </Switch.Root>
    </div>
  );
}
