import {
  type Certificado,
  certificadoRespostaSchema,
  certificadosRespostaSchema,
  type ImportacaoAfd,
  importacaoAfdRespostaSchema,
} from '@jornada/contracts';
import { lerUsuarioId } from '../../app/session/session-storage.ts';
import { sessaoStore } from '../../app/session/session-store.ts';
import { apiFetch, montarUrl } from '../../lib/http/api-fetch.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';

const cabecalhos = () => {
  const h = new Headers();
  const token = sessaoStore.obter().token?.AccessToken;
  if (token) h.set('Authorization', `Bearer ${token}`);
  const usuarioId = lerUsuarioId();
  if (usuarioId) h.set('usuarioId', usuarioId);
  return h;
};

const falhar = async (resposta: Response): Promise<never> => {
  const texto = await resposta.text();
  let corpo: unknown = texto;
  try {
    corpo = JSON.parse(texto);
  } catch {
    corpo = texto;
  }
  throw new ErroApi(resposta.status, corpo);
};

export type ArquivoBaixado = { blob: Blob; nome: string; headers: Headers };

const nomeDoArquivo = (resposta: Response, padrao: string) =>
  /filename="([^"]+)"/.exec(resposta.headers.get('content-disposition') ?? '')?.[1] ?? padrao;

/** GET de arquivo com o bearer (AFD, AEJ, .p7s): volta o blob, o nome e os cabeçalhos. */
const baixar = async (
  path: string,
  query: Record<string, string | undefined>,
  padrao: string,
): Promise<ArquivoBaixado> => {
  const resposta = await fetch(montarUrl('main', path, query), { headers: cabecalhos() });
  if (!resposta.ok) return falhar(resposta);
  return {
    blob: await resposta.blob(),
    nome: nomeDoArquivo(resposta, padrao),
    headers: resposta.headers,
  };
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

/** POST /ImportarAfd (multipart, campo `arquivos`). */
export const importarAfd = async (arquivo: File): Promise<ImportacaoAfd> => {
  const corpo = new FormData();
  corpo.append('arquivos', arquivo);
  const resposta = await fetch(montarUrl('main', '/ImportarAfd'), {
    method: 'POST',
    headers: cabecalhos(),
    body: corpo,
  });
  if (!resposta.ok) return falhar(resposta);
  const dados = importacaoAfdRespostaSchema.parse(await resposta.json()).Data;
  if (!dados) throw new ErroApi(422, { Mensagem: 'Importação sem relatório.' });
  return dados;
};

/** GET /certificados */
export const listarCertificados = async (): Promise<Certificado[]> =>
  certificadosRespostaSchema.parse(await apiFetch('main', '/certificados')).Data ?? [];

/** POST /certificados (multipart: `arquivo` .pfx/.p12 e `senha`). */
export const enviarCertificado = async (arquivo: File, senha: string) => {
  const corpo = new FormData();
  corpo.append('arquivo', arquivo);
  corpo.append('senha', senha);
  const resposta = await fetch(montarUrl('main', '/certificados'), {
    method: 'POST',
    headers: cabecalhos(),
    body: corpo,
  });
  if (!resposta.ok) return falhar(resposta);
  return certificadoRespostaSchema.parse(await resposta.json()).Data;
};

/** Entrega o blob como download com o nome que o servidor deu. */
export const salvarArquivo = ({ blob, nome }: ArquivoBaixado) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = nome;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
