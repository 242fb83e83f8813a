import type { Marcacao, OrigemMarcacao } from '@jornada/contracts';
import { type ColetorAfd, formatarDataHoraAfd, toHhmm } from '@jornada/domain';
import type { marcacao } from './marcacao.table.ts';

export type MarcacaoRow = typeof marcacao.$inferSelect;

/** Coletor do AFD tipo 7, campo 6 (legal-br.md §1.3.8). */
export const COLETOR: Record<OrigemMarcacao, ColetorAfd> = {
  aplicativo: '01',
  navegador: '02',
  desktop: '03',
  quiosque: '04',
  dispositivo: '05',
};

/** `-0300` → −180. */
export const offsetDoFuso = (fuso: string): number =>
  (fuso.startsWith('-') ? -1 : 1) * (Number(fuso.slice(1, 3)) * 60 + Number(fuso.slice(3, 5)));

/** Data-hora da marcação (AFD tipo 7 campo 3), refeita dos campos guardados. */
export const dhMarcado = (m: Pick<MarcacaoRow, 'data' | 'minuto' | 'fuso'>): string =>
  formatarDataHoraAfd({
    data: m.data,
    hora: toHhmm(m.minuto),
    offsetMinutos: offsetDoFuso(m.fuso),
  });

/** Data-hora da gravação (campo 5): igual à da marcação, salvo na off-line. */
export const dhGravado = (
  m: Pick<MarcacaoRow, 'data' | 'minuto' | 'fuso' | 'gravadoAfd'>,
): string => m.gravadoAfd ?? dhMarcado(m);

/** Código do comprovante: o início do hash da marcação, que qualquer um pode conferir. */
export const codigoComprovante = (hash: string) => hash.slice(0, 20).toUpperCase();

/** Caminho do PDF assinado do comprovante (autenticado: o dono ou o RH). */
export const urlComprovante = (hash: string) =>
  `/api/main/comprovantes/${codigoComprovante(hash)}/pdf`;

export const paraContrato = (m: MarcacaoRow): Marcacao => ({
  id: m.id,
  nsr: m.nsr,
  dataHora: m.dataHora.toISOString(),
  data: m.data,
  hora: toHhmm(m.minuto),
  origem: m.origem as OrigemMarcacao,
  offline: m.offline,
  duplicada: m.duplicada,
  hash: m.hash,
  gravadoEm: m.gravadoEm.toISOString(),
  dataHoraDispositivo: m.dataHoraDispositivo?.toISOString() ?? null,
  foraDaCerca: m.foraDaCerca ?? null,
  distanciaCercaMetros: m.distanciaCercaMetros ?? null,
});
