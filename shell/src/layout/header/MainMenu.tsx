import { useEffect, useId, useRef, type MouseEvent, type RefObject } from 'react';
import { NavLink, useLocation } from 'react-router';
import { MENU, routeByPath, TEXTS, visuallyHiddenClass, type MenuGroup } from '@wado/shared';
import styles from './Header.module.css';

function label(path: string): string {
  return routeByPath(path)?.label ?? path;
}

function linkClass({ isActive }: { isActive: boolean }) {
  return isActive ? `${styles.link} ${styles.active}` : styles.link;
}

/** The `name` of the groups' disclosures: the browser keeps one open at a time, with or without scripts. */
const GROUPS = 'menu-group';

/** The groups' disclosures of a menu. */
const groupsOf = (nav: HTMLElement | null) => [...(nav?.querySelectorAll<HTMLDetailsElement>('details[name]') ?? [])];

/** A summary's click: the disclosure is toggled here, at once, rather than by the browser a moment later. */
function toggleDisclosure(event: MouseEvent<HTMLElement>, closeOthers: (except: HTMLDetailsElement) => void) {
  event.preventDefault();
  const details = event.currentTarget.parentElement;
  if (!(details instanceof HTMLDetailsElement)) return;
  const opening = !details.open;
  if (opening) closeOthers(details);
  details.open = opening;
}

function Group({
  group,
  onNavigate,
  pressing,
  navRef,
}: {
  group: MenuGroup;
  onNavigate: () => void;
  /** True from a press on the menu (mouse button or tap) until it is released. */
  pressing: RefObject<boolean>;
  navRef: RefObject<HTMLElement | null>;
}) {
  const listId = useId();
  const { pathname } = useLocation();
  const [only] = group.links;
  if (group.links.length === 1 && only) {
    return (
      <li className={styles.group}>
        <NavLink to={only} end className={linkClass} onClick={onNavigate}>
          {group.label}
        </NavLink>
      </li>
    );
  }
  const current = group.links.some((path) => path === pathname);
  return (
    <li
      className={styles.group}
      onBlur={(event) => {
        // Tab past the group's last link (or back before its toggle) closes it. Not a press on
        // another group's toggle: on a phone the list would shrink under the finger and the press
        // land elsewhere; that toggle's click opens its own group, which closes this one.
        const details = event.currentTarget.querySelector('details');
        const next = event.relatedTarget;
        if (details?.open && !pressing.current && next instanceof Node && !event.currentTarget.contains(next))
          details.open = false;
      }}
    >
      {/* The sub-links follow the disclosure rather than sit in it: the desktop bar also shows them
          on hover, which a closed <details> would not allow. */}
      <details className={styles.groupToggle} name={GROUPS} suppressHydrationWarning>
        <summary
          className={`${styles.link} ${styles.groupButton} ${current ? styles.active : ''}`}
          aria-controls={listId}
          onClick={(event) =>
            toggleDisclosure(event, (except) => {
              for (const other of groupsOf(navRef.current)) if (other !== except) other.open = false;
            })
          }
        >
          {group.label}
          <span className={styles.chevron} aria-hidden="true" />
        </summary>
      </details>
      <ul id={listId} className={styles.subMenu}>
        {group.links.map((path) => (
          <li key={path}>
            <NavLink to={path} end className={linkClass} onClick={onNavigate}>
              {label(path)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The main menu of the spec's table. Its toggles are `<details>` disclosures, so that the menu
 * opens and closes before (and without) JavaScript, and the browser tells assistive technologies
 * whether each is expanded. What is open is the page's own state, never React's: what a visitor
 * opened before the page was taken over stays open (the `open` the browser added is expected when
 * hydrating: `suppressHydrationWarning`).
 *
 * On small screens an icon opens and closes the menu, and a click on a link closes it; a group's
 * sub-links open with a click, Enter or Space and close with Escape (or when the focus leaves the
 * group). Escape gives the focus back to the toggle that opened what it closes, so that a keyboard
 * user does not lose their place.
 */
export function MainMenu() {
  const navRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDetailsElement>(null);
  const pressing = useRef(false);
  const menuId = useId();

  useEffect(() => {
    const closeGroups = () => {
      for (const details of groupsOf(navRef.current)) details.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const nav = navRef.current;
      const phoneToggle = panelRef.current?.querySelector('summary') ?? null;
      const focused = document.activeElement;
      if (nav && focused instanceof HTMLElement && nav.contains(focused) && focused !== phoneToggle) {
        // On phones the whole panel closes: back to its icon. On desktops: back to the group's toggle.
        const list = focused.closest('ul');
        const subMenu = list && list.id !== menuId ? list : null;
        const groupToggle =
          subMenu &&
          [...nav.querySelectorAll('summary')].find((summary) => summary.getAttribute('aria-controls') === subMenu.id);
        ((panelRef.current?.open ? phoneToggle : null) ?? groupToggle)?.focus();
      }
      closeGroups();
      if (panelRef.current) panelRef.current.open = false;
    };
    const onPointer = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) closeGroups();
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
  }, [menuId]);

  const onNavigate = () => {
    if (panelRef.current) panelRef.current.open = false;
    for (const details of groupsOf(navRef.current)) details.open = false;
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
        const panel = panelRef.current;
        if (panel?.open && next instanceof Node && !event.currentTarget.contains(next)) panel.open = false;
      }}
    >
      <details ref={panelRef} className={styles.panelToggle} suppressHydrationWarning>
        <summary
          className={styles.menuToggle}
          aria-controls={menuId}
          onClick={(event) => toggleDisclosure(event, () => undefined)}
        >
          <span className={styles.burger} aria-hidden="true" />
          {/* Both names are in the page; the style sheet hides the one that does not match the state. */}
          <span className={`${visuallyHiddenClass} ${styles.whenClosed}`}>{TEXTS.menu.open}</span>
          <span className={`${visuallyHiddenClass} ${styles.whenOpen}`}>{TEXTS.menu.close}</span>
        </summary>
      </details>
      <ul id={menuId} className={styles.menu}>
        {MENU.map((group) => (
          <Group key={group.label} group={group} onNavigate={onNavigate} pressing={pressing} navRef={navRef} />
        ))}
      </ul>
    </nav>
  );
}
