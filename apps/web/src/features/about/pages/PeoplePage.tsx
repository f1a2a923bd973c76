import { useQuery } from '@tanstack/react-query';
import { withQueryClient } from '@/shared/query';
import { AboutFrame, Sections } from '../AboutFrame';
import { aboutQuery } from '../about-api';
import styles from '../About.module.css';
import { aboutPage } from '../about-seo';

export const { loader, meta } = aboutPage('people');

function PeoplePage() {
  const query = useQuery(aboutQuery('people'));
  const people = query.data;
  return (
    <AboutFrame title="마루의 사람들" state={query}>
      {() =>
        people ? (
          <>
            <header className={styles.hero}>
              <h1>{people.title}</h1>
              <p className={styles.lead}>{people.lead}</p>
            </header>
            <ul className={styles.members}>
              {people.members.map((member) => (
                <li key={member.name}>
                  <span className={styles.avatar} style={{ background: member.avatar.background, color: member.avatar.foreground }} aria-hidden="true">
                    {member.avatar.initials}
                  </span>
                  <h2>{member.name}</h2>
                  <p className={styles.role}>{member.role}</p>
                  <p>{member.intro}</p>
                </li>
              ))}
            </ul>
            <Sections sections={[people.closing]} />
          </>
        ) : null
      }
    </AboutFrame>
  );
}

export default withQueryClient(PeoplePage);
