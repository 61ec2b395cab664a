import { Link } from 'react-router';
import { ASSOCIATION } from '@wado/shared';
import logoUrl from '../brand/logo-light.svg';
import { MainMenu } from './MainMenu';
import { CartLink } from './CartLink';
import cartStyles from './CartLink.module.css';
import styles from './Header.module.css';

export function Header() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label={`${ASSOCIATION.name} – accueil`}>
          <img src={logoUrl} alt="" width={220} height={48} />
        </Link>
        <div className={cartStyles.tools}>
          <MainMenu />
          <CartLink />
        </div>
      </div>
    </header>
  );
}
