import {
  type Certificado,
  certificadoRespostaSchema,
  certificadosRespostaSchema,
  type ImportacaoAfd,
  importacaoAfdRespostaSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';

export type ArquivoBaixado = { blob: Blob; nome: string; headers: Headers };

/** GET de arquivo com o bearer (AFD, AEJ, .p7s): volta o blob, o nome e os cabeçalhos. */
const baixar = async (
  path: string,
  query: Record<string, string | undefined>,
  padrao: string,
): Promise<ArquivoBaixado> => {
  const arquivo = await apiFetch('main', path, { query, resposta: 'arquivo' });
  return { ...arquivo, nome: arquivo.nome ?? padrao };
};

export type Periodo = { dataInicio: string; dataFim: string };

export const baixarAfd = (p: Periodo) => baixar('/afd', p, 'AFD.txt');
export const baixarAfdAssinatura = (p: Periodo, afd: Headers) =>
  baixar(
    '/afd/assinatura',
    {
      ...p,
      geradoEm: afd.get('x-afd-gerado-em') ?? undefined,
      nsrFinal: afd.get('x-afd-nsr-final') ?? undefined,
    },
    'AFD.txt.p7s',
  );
export const baixarAej = (p: Periodo) => baixar('/aej', p, 'AEJ.txt');
export const baixarAejAssinatura = (p: Periodo, aej: Headers) =>
  baixar(
    '/aej/assinatura',
    {
      ...p,
      geradoEm: aej.get('x-aej-gerado-em') ?? undefined,
      sha256: aej.get('x-aej-sha256') ?? undefined,
    },
    'AEJ.txt.p7s',
  );

/** Extrato sem cabeçalho: o nº de fabricação do REP vai na query (`numeroRep`). */
const enviarAfd = async (caminho: string, arquivo: File, numeroRep?: string) => {
  const corpo = new FormData();
  corpo.append('arquivos', arquivo);
  const bruto = await apiFetch('main', caminho, {
    method: 'POST',
    body: corpo,
    query: { numeroRep: numeroRep || undefined },
  });
  const dados = importacaoAfdRespostaSchema.parse(bruto).Data;
  if (!dados) throw new ErroApi(422, { Mensagem: 'Importação sem relatório.' });
  return dados;
};

/** POST /ImportarAfd/previa (multipart, campo `arquivos`): classifica sem gravar. */
export const previaImportacaoAfd = (arquivo: File, numeroRep?: string): Promise<ImportacaoAfd> =>
  enviarAfd('/ImportarAfd/previa', arquivo, numeroRep);

/** POST /ImportarAfd (multipart, campo `arquivos`): grava as marcações casadas. */
export const importarAfd = (arquivo: File, numeroRep?: string): Promise<ImportacaoAfd> =>
  enviarAfd('/ImportarAfd', arquivo, numeroRep);

/** GET /certificados */
export const listCertificados = async (): Promise<Certificado[]> =>
  certificadosRespostaSchema.parse(await apiFetch('main', '/certificados')).Data ?? [];

/** POST /certificados (multipart: `arquivo` .pfx/.p12 e `senha`). */
export const enviarCertificado = async (arquivo: File, senha: string) => {
  const corpo = new FormData();
  corpo.append('arquivo', arquivo);
  corpo.append('senha', senha);
  const bruto = await apiFetch('main', '/certificados', { method: 'POST', body: corpo });
  return certificadoRespostaSchema.parse(bruto).Data;
};
