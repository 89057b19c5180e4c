/** A home-page band: a linkable h2, an optional one-paragraph intro, then its content. */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './Section.module.css';

interface Props {
  /** Anchor of the heading; the same in both locales so links to it work in Chinese too. */
  readonly id: string;
  /** Plain text, so the heading's anchor link can name it. */
  readonly title: string;
  readonly intro?: ReactNode;
  readonly tinted?: boolean;
  readonly children: ReactNode;
}

export default function Section({id, title, intro, tinted = false, children}: Props): ReactNode {
  return (
    <section className={clsx(styles.section, tinted && styles.tinted)}>
      <div className="container">
        <Heading as="h2" id={id} className={styles.title}>
          {title}
        </Heading>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}
