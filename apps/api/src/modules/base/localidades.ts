import type { ItemFiltro, ufSchema } from '@jornada/contracts';
import { listMunicipios, listPaises, UFS } from '@jornada/ibge';
import type { z } from 'zod';
import { semAcento } from './base.repository.ts';

type Uf = z.infer<typeof ufSchema>;

// Dados (docs/decisoes/cadastros.md): UFs, municípios da DTB do IBGE e países da ISO 3166 vêm do
// pacote de dados @jornada/ibge.

const casa = (nome: string, search: string | undefined) =>
  !search || semAcento(nome).includes(semAcento(search));

export const listarPaises = (search?: string): ItemFiltro[] =>
  listPaises()
    .filter(({ sigla, nome }) => casa(nome, search) || sigla === search?.toUpperCase())
    .map(({ codigo, sigla, nome }) => ({ id: codigo, nome, detalhe: sigla }));

export const listarEstados = (search?: string): ItemFiltro[] =>
  UFS.filter((uf) => casa(uf.nome, search) || uf.sigla === search?.toUpperCase()).map((uf) => ({
    id: uf.codigo,
    nome: uf.nome,
    detalhe: uf.sigla,
  }));

/** Municípios de uma UF (ou de todas), em ordem alfabética, até `limite`. */
export const listarMunicipios = (
  filtro: { search?: string; uf?: Uf; estadoId?: number },
  limite: number,
): ItemFiltro[] => {
  const codigoUf = filtro.estadoId ?? UFS.find((uf) => uf.sigla === filtro.uf)?.codigo;
  const itens: ItemFiltro[] = [];
  for (const { codigo, nome, uf } of listMunicipios()) {
    if (codigoUf !== undefined && Math.trunc(codigo / 100_000) !== codigoUf) continue;
    if (!casa(nome, filtro.search)) continue;
    itens.push({ id: codigo, nome, detalhe: uf });
  }
  return itens.sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')).slice(0, limite);
};
