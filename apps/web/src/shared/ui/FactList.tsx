import type { ReactNode } from 'react';

/** One labelled fact: '주소' and the address. */
export interface Fact {
  label: string;
  value: ReactNode;
}

/**
 * Facts as a definition list, each label (dt) and value (dd) in a row of their own (a div, so a
 * page's stylesheet can lay rows out as a grid). The labels are the keys: they differ in a list.
 */
export function FactList({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
