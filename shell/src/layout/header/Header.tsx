import { Link } from 'react-router';
import { useSiteSettings } from '@wado/shared';
import logoUrl from '../brand/logo-light.svg';
import { MainMenu } from './MainMenu';
import { CartLink } from './CartLink';
import { SearchBox } from './SearchBox';
import cartStyles from './CartLink.module.css';
import styles from './Header.module.css';

export function Header() {
  const site = useSiteSettings();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label={site ? `${site.name} – accueil` : 'Accueil'}>
          <img src={logoUrl} alt="" width={220} height={48} />
        </Link>
        <div className={cartStyles.tools}>
          <MainMenu />
          <SearchBox />
          <CartLink />
        </div>
      </div>
    </header>
  );
}
