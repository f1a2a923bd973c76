import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '@/shared/ui/Spinner';
import consoleStyles from '../console.module.css';
import { QueryFailure } from '../pieces/QueryFailure';
import { type EditorBack, EditorHeader } from './EditorHeader';

/** A route's number (/banners/:bannerSeq): 0 unless it is one ('new' and 'abc' are not). */
export const editorNumber = (param: string) => (/^\d{1,10}$/.test(param) ? Number(param) : 0);

interface EditorUnavailableProps {
  title: string;
  back: EditorBack;
  /** The failed load, with its retry; without it, the thing does not exist. */
  failure?: { error: unknown; retry: () => void };
  /** '배너를 찾을 수 없습니다.' */
  missing: string;
}

/** An editor with nothing to edit: the header and either why the load failed or that there is no such thing. */
export function EditorUnavailable({ title, back, failure, missing }: EditorUnavailableProps) {
  return (
    <>
      <EditorHeader title={title} back={back} />
      {failure ? <QueryFailure error={failure.error} retry={failure.retry} /> : <p className={consoleStyles.empty}>{missing}</p>}
    </>
  );
}

interface EditorGateProps<Data> {
  /** The route's number, 0 when it names nothing. */
  number: number;
  query: UseQueryResult<Data>;
  /** The header while there is nothing to edit ('배너 7'). */
  title: string;
  back: EditorBack;
  missing: string;
  /** The spinner's label while it loads. */
  loading: string;
  children: (data: Data) => ReactNode;
}

/** Loads one thing for its editor: not found, failed (with a retry), loading, then the editor with it. */
export function EditorGate<Data>({ number, query, title, back, missing, loading, children }: EditorGateProps<Data>) {
  if (number === 0 || query.isError) {
    const failure = query.isError ? { error: query.error, retry: () => void query.refetch() } : undefined;
    return <EditorUnavailable title={title} back={back} failure={failure} missing={missing} />;
  }
  if (query.isPending) return <Spinner label={loading} />;
  return <>{children(query.data)}</>;
}
