import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/shared/ui/Button';
import { PageHeader } from '../pieces/PageHeader';

export interface EditorBack {
  /** The list's address ('..' or '/board/faqs'). */
  to: string;
  /** '배너 목록으로'. */
  label: string;
}

interface EditorHeaderProps {
  title: string;
  back: EditorBack;
  /** What follows the way back, each after ' · ': the schedule badge, a link to the shop, a date. */
  extras?: readonly ReactNode[];
  /** The header's button (배너 지우기, 게시 취소), when the page has one. */
  action?: { label: string; onClick: () => void };
}

/** An editor's h1 with the way back to its list, its state, and its one header action. */
export function EditorHeader({ title, back, extras = [], action }: EditorHeaderProps) {
  return (
    <PageHeader
      title={title}
      description={
        <>
          <Link to={back.to}>{back.label}</Link>
          {extras.map((extra, index) => (
            <Fragment key={index}>
              {' · '}
              {extra}
            </Fragment>
          ))}
        </>
      }
      actions={
        action ? (
          <Button variant="secondary" onClick={action.onClick}>
            {action.label}
          </Button>
        ) : null
      }
    />
  );
}
