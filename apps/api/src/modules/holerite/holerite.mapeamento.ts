import {
  type EtapaImportacao,
  HOLERITE_TIPOS,
  type Holerite,
  type ImportacaoPrevia,
  type PaginaNaoIdentificada,
  type ProcessamentoImportacao,
  type SituacaoImportacao,
} from '@jornada/contracts';
import type { HoleriteRepository } from './holerite.repository.ts';
import type { holeriteLote } from './holerite.table.ts';

type LinhaLista = Awaited<ReturnType<HoleriteRepository['listDoLote']>>[number];
type Lote = typeof holeriteLote.$inferSelect;

export const nomeDoTipo = (id: number): string =>
  HOLERITE_TIPOS.find((t) => t.id === id)?.nome ?? 'Outro';

export const paraHolerite = (l: LinhaLista): Holerite => ({
  id: l.id,
  loteId: l.loteId,
  usuarioId: l.usuarioId,
  nome: l.nome,
  cpf: l.cpf,
  matricula: l.matricula,
  holeriteTipoId: l.holeriteTipoId,
  tipo: nomeDoTipo(l.holeriteTipoId),
  competencia: l.competencia,
  paginas: l.paginas,
  identificadoPor: l.identificadoPor === 'matricula' ? 'matricula' : 'cpf',
  nomeArquivo: l.nomeArquivo,
  tamanho: l.tamanho,
  situacao: l.situacao as SituacaoImportacao,
  publicadoEm: l.publicadoEm?.toISOString() ?? null,
  criadoEm: l.criadoEm.toISOString(),
});

export const paraPrevia = (lote: Lote, linhas: LinhaLista[]): ImportacaoPrevia => ({
  loteId: lote.id,
  holeriteTipoId: lote.holeriteTipoId,
  tipo: nomeDoTipo(lote.holeriteTipoId),
  competencia: lote.competencia,
  nomeArquivo: lote.nomeArquivo,
  situacao: lote.situacao as SituacaoImportacao,
  paginas: lote.paginas,
  processamento: lote.processamento as ProcessamentoImportacao,
  etapa: (lote.etapa as EtapaImportacao | null) ?? null,
  paginasProcessadas: lote.processamento === 'concluida' ? lote.paginas : lote.paginasProcessadas,
  erro: lote.erro,
  encontrados: linhas.map(paraHolerite),
  naoIdentificadas: lote.naoIdentificadas as PaginaNaoIdentificada[],
});

/** Nome do PDF baixado: holerite-AAAA-MM-tipo-nome.pdf, só ASCII. */
export const nomeDoArquivo = (h: Holerite): string => {
  const ascii = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase();
  return `holerite-${h.competencia}-${ascii(h.tipo)}-${ascii(h.nome)}.pdf`;
};
