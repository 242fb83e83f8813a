import { createRequire } from 'node:module';
import type { SiglaUf } from '@jornada/domain';

/**
 * Localidades como dado versionado (packages/ibge/README.md): as 27 UFs, os 5.570 municípios da
 * Divisão Territorial Brasileira do IBGE (código de 7 dígitos) e os países da ISO 3166-1.
 * Os JSON são carregados na primeira consulta, uma vez por processo.
 */

export { SIGLAS_UF, type SiglaUf } from '@jornada/domain';

/** As 27 unidades da federação com o código IBGE de cada uma (os 2 primeiros dígitos do município). */
export const UFS: readonly { codigo: number; sigla: SiglaUf; nome: string }[] = [
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

export type Municipio = { codigo: number; nome: string; uf: SiglaUf };
export type Pais = { codigo: number; sigla: string; nome: string };

// Os dados são achados pelo nome do pacote (exports "./dados/*.json"), não por caminho relativo a
// este arquivo: empacotada no server.mjs da API (scripts/construir-api.mjs), esta função roda de
// apps/api/dist, e um '../dados' apontaria para fora do pacote.
const exigir = createRequire(import.meta.url);
const siglaPorCodigo = new Map(UFS.map((u) => [u.codigo, u.sigla]));
let municipios: readonly Municipio[] | null = null;
let porCodigo: ReadonlyMap<number, Municipio> | null = null;
let paises: readonly Pais[] | null = null;

/** Os 5.570 municípios em ordem de código. */
export const listMunicipios = (): readonly Municipio[] => {
  if (!municipios) {
    const brutos = exigir('@jornada/ibge/dados/municipios.json') as [number, string][];
    municipios = brutos.map(([codigo, nome]) => ({
      codigo,
      nome,
      uf: siglaPorCodigo.get(Math.trunc(codigo / 100_000)) as SiglaUf,
    }));
  }
  return municipios;
};

/** O município do código IBGE de 7 dígitos, ou `undefined` se o código não existe. */
export const findMunicipio = (codigo: number): Municipio | undefined => {
  porCodigo ??= new Map(listMunicipios().map((m) => [m.codigo, m]));
  return porCodigo.get(codigo);
};

/** Países da ISO 3166-1 (código numérico, sigla de 2 letras, nome em português do Brasil). */
export const listPaises = (): readonly Pais[] => {
  paises ??= (exigir('@jornada/ibge/dados/paises.json') as [number, string, string][]).map(
    ([codigo, sigla, nome]) => ({ codigo, sigla, nome }),
  );
  return paises;
};

/** Minúsculas sem acento, para comparar nomes de lugar ("São Paulo" = "sao paulo"). */
export const normalizarNome = (s: string) =>
  s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();

/** O município de nome `nome` na UF (sem diferenciar acento e caixa), ou `undefined`. */
export const findMunicipioPorNome = (uf: string, nome: string): Municipio | undefined => {
  const alvo = normalizarNome(nome);
  return listMunicipios().find((m) => m.uf === uf && normalizarNome(m.nome) === alvo);
};
