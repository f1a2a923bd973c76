import { NavLink } from 'react-router';
import styles from './content.module.css';

/** 공지사항 and 자주 묻는 질문, the two halves of 공지·FAQ. */
export function BoardNav() {
  return (
    <nav aria-label="공지·FAQ" className={styles.subnav}>
      <NavLink to="/board" end>
        공지사항
      </NavLink>
      <NavLink to="/board/faqs" end>
        자주 묻는 질문
      </NavLink>
    </nav>
  );
}
