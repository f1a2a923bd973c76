import { Link, useMatches } from 'react-router';
import styles from '../console.module.css';

/** What a section's route carries in its handle (app/sections.tsx); declared here so the kit does not import the app. */
interface SectionHandle {
  section: { path: string; label: string };
}

const isSection = (handle: unknown): handle is SectionHandle => typeof handle === 'object' && handle !== null && 'section' in handle;

/**
 * Where a console page sits: 운영 콘솔 › its section › the page, read from the route the
 * page was reached by (sections carry themselves in their route's handle). On a section's
 * own first page the section is the last step.
 */
export function Breadcrumbs({ title }: { title: string }) {
  const matches = useMatches();
  const sectionMatch = matches.find((match) => isSection(match.handle));
  const section = sectionMatch && isSection(sectionMatch.handle) ? sectionMatch.handle.section : undefined;
  const onSectionPage = section !== undefined && matches.at(-1)?.pathname.replace(/\/$/, '') === sectionMatch?.pathname.replace(/\/$/, '');
  return (
    <nav aria-label="현재 위치" className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link to="/">운영 콘솔</Link>
        </li>
        {section ? (
          <li>{onSectionPage ? <span aria-current="page">{section.label}</span> : <Link to={`/${section.path}`}>{section.label}</Link>}</li>
        ) : null}
        {!section || !onSectionPage ? (
          <li>
            <span aria-current="page">{title}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
