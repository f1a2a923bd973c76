import type { ComponentProps } from 'react';
import { useId } from 'react';
import consoleStyles from '../console.module.css';
import { PreviewFrames } from '../pieces/PreviewFrames';

type PreviewPanelProps = ComponentProps<typeof PreviewFrames> & {
  /** The panel's h2 ('미리보기 (저장된 내용)'). */
  heading: string;
  headingClassName?: string;
  /** A wrapper inside the panel, when the page's panels have one. */
  bodyClassName?: string;
};

/** The saved draft in the real shop page (PreviewFrames), in a panel under its heading. */
export function PreviewPanel({ heading, headingClassName, bodyClassName, ...frames }: PreviewPanelProps) {
  const id = useId();
  const inside = (
    <>
      <h2 id={`${id}-preview`} className={headingClassName}>
        {heading}
      </h2>
      <PreviewFrames {...frames} />
    </>
  );
  return (
    <section className={consoleStyles.panel} aria-labelledby={`${id}-preview`}>
      {bodyClassName ? <div className={bodyClassName}>{inside}</div> : inside}
    </section>
  );
}
