import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { searchUrl } from '@wado/shared';

/**
 * A search form's submit: to `/search?q=…` through the router, without reloading the page (the
 * form's own `action` and `method` do the same without JavaScript).
 */
export function useSearchSubmit(onSearch?: () => void) {
  const navigate = useNavigate();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get('q');
    onSearch?.();
    void navigate(searchUrl(typeof query === 'string' ? query : ''));
  };
}
