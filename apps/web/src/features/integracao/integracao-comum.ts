import { dayjs } from '../../lib/dayjs.ts';

/** Data e hora (DD/MM/YYYY HH:mm) no fuso do navegador; '—' quando não há. */
export const formatarDataHora = (iso: string | null): string =>
  iso ? dayjs(iso).format('DD/MM/YYYY HH:mm') : '—';
