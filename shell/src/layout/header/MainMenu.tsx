import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { NavLink, useLocation } from 'react-router';
import { MENU, routeByPath, TEXTS, type MenuGroup } from '@wado/shared';
import { prefetchScreen } from '../../sections/prefetch';
import styles from './Header.module.css';

function label(path: string): string {
  return routeByPath(path)?.label ?? path;
}

function linkClass({ isActive }: { isActive: boolean }) {
  return isActive ? `${styles.link} ${styles.active}` : styles.link;
}

/** A visitor about to open a link (pointer over it, or keyboard focus on it): fetch its screen now. */
function intentHandlers(path: string) {
  const prefetch = () => prefetchScreen(path);
  return { onPointerEnter: prefetch, onFocus: prefetch };
}

function Group({
  group,
  open,
  onToggle,
  onClose,
  onNavigate,
  pressing,
}: {
  group: MenuGroup;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
  onNavigate: () => void;
  /** True from a press on the menu (mouse button or tap) until it is released. */
  pressing: RefObject<boolean>;
}) {
  const listId = useId();
  const { pathname } = useLocation();
  const [only] = group.links;
  if (group.links.length === 1 && only) {
    return (
      <li className={styles.group}>
        <NavLink to={only} end className={linkClass} onClick={onNavigate} {...intentHandlers(only)}>
          {group.label}
        </NavLink>
      </li>
    );
  }
  const current = group.links.some((path) => path === pathname);
  return (
    <li
      className={`${styles.group} ${open ? styles.groupOpen : ''}`}
      onBlur={(event) => {
        // Tab past the group's last link (or back before its button) closes it. Not a press on
        // another group's button: on a phone the list would shrink under the finger and the press
        // land elsewhere; that button's click opens its own group, which closes this one.
        const next = event.relatedTarget;
        if (open && !pressing.current && next instanceof Node && !event.currentTarget.contains(next)) onClose();
      }}
    >
      <button
        type="button"
        className={`${styles.link} ${styles.groupButton} ${current ? styles.active : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
      >
        {group.label}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={listId} className={styles.subMenu}>
        {group.links.map((path) => (
          <li key={path}>
            <NavLink to={path} end className={linkClass} onClick={onNavigate} {...intentHandlers(path)}>
              {label(path)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The main menu of the spec's table. On small screens an icon opens and closes it, and a click
 * on a link closes it; a group's sub-links open with a click, Enter or Space and close with Escape
 * (or when the focus leaves the group). Escape gives the focus back to the button that opened
 * what it closes, so that a keyboard user does not lose their place.
 */
export function MainMenu() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pressing = useRef(false);
  const menuId = useId();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && navRef.current?.contains(focused) && focused !== toggleRef.current) {
        // On phones the whole panel closes: back to its icon. On desktops: back to the group's button.
        const phoneToggle = mobileOpen ? toggleRef.current : null;
        const list = focused.closest('ul');
        const subMenu = list && list.id !== menuId ? list : null;
        const groupButton =
          subMenu &&
          [...navRef.current.querySelectorAll('button')].find(
            (button) => button.getAttribute('aria-controls') === subMenu.id,
          );
        (phoneToggle ?? groupButton)?.focus();
      }
      setOpenGroup(null);
      setMobileOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpenGroup(null);
    };
    const pressEnded = () => {
      pressing.current = false;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('keydown', pressEnded, true);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('mouseup', pressEnded, true);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('keydown', pressEnded, true);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('mouseup', pressEnded, true);
    };
  }, [menuId, mobileOpen]);

  const onNavigate = () => {
    setMobileOpen(false);
    setOpenGroup(null);
  };

  return (
    <nav
      ref={navRef}
      className={styles.nav}
      aria-label={TEXTS.menu.label}
      // The focus moves on mousedown (a tap sends one too), before the click: see Group's onBlur.
      onMouseDown={() => {
        pressing.current = true;
      }}
      onBlur={(event) => {
        // The phone panel covers the page: it closes when the focus moves on past its last link.
        const next = event.relatedTarget;
        if (mobileOpen && next instanceof Node && !event.currentTarget.contains(next)) setMobileOpen(false);
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className={styles.menuToggle}
        aria-expanded={mobileOpen}
        aria-controls={menuId}
        aria-label={mobileOpen ? TEXTS.menu.close : TEXTS.menu.open}
        onClick={() => setMobileOpen((open) => !open)}
      >
        <span className={styles.burger} aria-hidden="true" />
      </button>
      <ul id={menuId} className={`${styles.menu} ${mobileOpen ? styles.menuOpen : ''}`}>
        {MENU.map((group) => (
          <Group
            key={group.label}
            group={group}
            open={openGroup === group.label}
            onToggle={() => setOpenGroup((current) => (current === group.label ? null : group.label))}
            onClose={() => setOpenGroup((current) => (current === group.label ? null : current))}
            onNavigate={onNavigate}
            pressing={pressing}
          />
        ))}
      </ul>
    </nav>
  );
}
