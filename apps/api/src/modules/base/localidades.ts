import { createRequire } from 'node:module';
import type { ItemFiltro, ufSchema } from '@jornada/contracts';
import type { z } from 'zod';
import { semAcento } from './base.repository.ts';

type Uf = z.infer<typeof ufSchema>;

/** As 27 unidades da federação com o código IBGE de cada uma (os 2 primeiros dígitos do município). */
export const UFS: readonly { codigo: number; sigla: Uf; nome: string }[] = [
  { codigo: 11, sigla: 'RO', nome: 'Rondônia' },
  { codigo: 12, sigla: 'AC', nome: 'Acre' },
  { codigo: 13, sigla: 'AM', nome: 'Amazonas' },
  { codigo: 14, sigla: 'RR', nome: 'Roraima' },
  { codigo: 15, sigla: 'PA', nome: 'Pará' },
  { codigo: 16, sigla: 'AP', nome: 'Amapá' },
  { codigo: 17, sigla: 'TO', nome: 'Tocantins' },
  { codigo: 21, sigla: 'MA', nome: 'Maranhão' },
  { codigo: 22, sigla: 'PI', nome: 'Piauí' },
  { codigo: 23, sigla: 'CE', nome: 'Ceará' },
  { codigo: 24, sigla: 'RN', nome: 'Rio Grande do Norte' },
  { codigo: 25, sigla: 'PB', nome: 'Paraíba' },
  { codigo: 26, sigla: 'PE', nome: 'Pernambuco' },
  { codigo: 27, sigla: 'AL', nome: 'Alagoas' },
  { codigo: 28, sigla: 'SE', nome: 'Sergipe' },
  { codigo: 29, sigla: 'BA', nome: 'Bahia' },
  { codigo: 31, sigla: 'MG', nome: 'Minas Gerais' },
  { codigo: 32, sigla: 'ES', nome: 'Espírito Santo' },
  { codigo: 33, sigla: 'RJ', nome: 'Rio de Janeiro' },
  { codigo: 35, sigla: 'SP', nome: 'São Paulo' },
  { codigo: 41, sigla: 'PR', nome: 'Paraná' },
  { codigo: 42, sigla: 'SC', nome: 'Santa Catarina' },
  { codigo: 43, sigla: 'RS', nome: 'Rio Grande do Sul' },
  { codigo: 50, sigla: 'MS', nome: 'Mato Grosso do Sul' },
  { codigo: 51, sigla: 'MT', nome: 'Mato Grosso' },
  { codigo: 52, sigla: 'GO', nome: 'Goiás' },
  { codigo: 53, sigla: 'DF', nome: 'Distrito Federal' },
];

// Dados (docs/decisoes/cadastros.md): municípios da Divisão Territorial Brasileira do IBGE
// ([código de 7 dígitos, nome]) e países da ISO 3166 ([código numérico, sigla, nome em pt-BR]).
// Carregados na primeira consulta, uma vez por processo.
const exigir = createRequire(import.meta.url);
let municipios: readonly (readonly [number, string])[] | null = null;
let paises: readonly (readonly [number, string, string])[] | null = null;
const carregarMunicipios = () => {
  municipios ??= exigir('./dados/municipios.json') as [number, string][];
  return municipios;
};
const carregarPaises = () => {
  paises ??= exigir('./dados/paises.json') as [number, string, string][];
  return paises;
};

const casa = (nome: string, search: string | undefined) =>
  !search || semAcento(nome).includes(semAcento(search));

export const listarPaises = (search?: string): ItemFiltro[] =>
  carregarPaises()
    .filter(([, sigla, nome]) => casa(nome, search) || sigla === search?.toUpperCase())
    .map(([id, sigla, nome]) => ({ id, nome, detalhe: sigla }));

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
  const porSigla = new Map(UFS.map((uf) => [uf.codigo, uf.sigla]));
  const codigoUf = filtro.estadoId ?? UFS.find((uf) => uf.sigla === filtro.uf)?.codigo;
  const itens: ItemFiltro[] = [];
  for (const [id, nome] of carregarMunicipios()) {
    const doEstado = Math.trunc(id / 100_000);
    if (codigoUf !== undefined && doEstado !== codigoUf) continue;
    if (!casa(nome, filtro.search)) continue;
    itens.push({ id, nome, detalhe: porSigla.get(doEstado) ?? null });
  }
  return itens.sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')).slice(0, limite);
};
