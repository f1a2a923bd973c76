import { withQueryClient } from '@/shared/query';
import { AboutFrame, Sections } from '../AboutFrame';
import styles from '../About.module.css';
import { aboutPage } from '../about-seo';

export const { loader, meta } = aboutPage('people');

function PeoplePage() {
  return (
    <AboutFrame page="people">
      {(people) => (
        <>
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
      )}
    </AboutFrame>
  );
}

export default withQueryClient(PeoplePage);
