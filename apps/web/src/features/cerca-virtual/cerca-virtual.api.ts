import {
  type CercaBody,
  type CercaDto,
  type ConfigCercaBody,
  cercaRespostaSchema,
  configCercaRespostaSchema,
  type ExcecaoCercaBody,
  type ExcecaoCercaDto,
  excecaoCercaRespostaSchema,
  excecoesCercaRespostaSchema,
  exclusaoCercaRespostaSchema,
  type FilialCercaDto,
  filiaisCercaRespostaSchema,
  type LocalizacaoMarcacaoDto,
  localizacaoMarcacaoRespostaSchema,
  type MarcacaoForaDaCercaDto,
  marcacoesForaRespostaSchema,
  pessoasCercaRespostaSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';

const dados = <T>(d: T | null): T => {
  if (d === null) throw new Error('Resposta sem dados.');
  return d;
};

export const listFiliaisCerca = async (): Promise<FilialCercaDto[]> =>
  dados(filiaisCercaRespostaSchema.parse(await apiFetch('cercaVirtual', '/filiais')).data);

export const salvarConfigCerca = async (filialId: number, body: ConfigCercaBody) =>
  dados(
    configCercaRespostaSchema.parse(
      await apiFetch('cercaVirtual', `/filiais/${filialId}/configuracao`, { method: 'PUT', body }),
    ).data,
  );

export const salvarCerca = async (id: number | null, body: CercaBody): Promise<CercaDto> =>
  dados(
    cercaRespostaSchema.parse(
      await apiFetch('cercaVirtual', id === null ? '/cercas' : `/cercas/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
      }),
    ).data,
  );

export const excluirCerca = async (id: number) =>
  exclusaoCercaRespostaSchema.parse(
    await apiFetch('cercaVirtual', `/cercas/${id}`, { method: 'DELETE' }),
  );

export const listExcecoesCerca = async (): Promise<ExcecaoCercaDto[]> =>
  dados(excecoesCercaRespostaSchema.parse(await apiFetch('cercaVirtual', '/excecoes')).data);

export const listPessoasCerca = async () =>
  dados(pessoasCercaRespostaSchema.parse(await apiFetch('cercaVirtual', '/pessoas')).data);

export const criarExcecaoCerca = async (body: ExcecaoCercaBody) =>
  dados(
    excecaoCercaRespostaSchema.parse(
      await apiFetch('cercaVirtual', '/excecoes', { method: 'POST', body }),
    ).data,
  );

export const excluirExcecaoCerca = async (id: number) =>
  exclusaoCercaRespostaSchema.parse(
    await apiFetch('cercaVirtual', `/excecoes/${id}`, { method: 'DELETE' }),
  );

export const loadLocalizacaoMarcacao = async (
  marcacaoId: number,
): Promise<LocalizacaoMarcacaoDto> =>
  dados(
    localizacaoMarcacaoRespostaSchema.parse(
      await apiFetch('cercaVirtual', `/marcacoes/${marcacaoId}/localizacao`),
    ).data,
  );

/** Fila de revisão: marcações aceitas fora da cerca no período (datas ISO locais). */
export const listMarcacoesForaDaCerca = async (
  inicio: string,
  fim: string,
): Promise<MarcacaoForaDaCercaDto[]> =>
  dados(
    marcacoesForaRespostaSchema.parse(
      await apiFetch('cercaVirtual', '/marcacoes/fora-da-cerca', { query: { inicio, fim } }),
    ).data,
  );
