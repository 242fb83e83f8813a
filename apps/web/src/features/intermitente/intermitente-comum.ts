import { formatarData } from '../../lib/format.ts';
import { ErroApi } from '../../lib/http/erro-api.ts';

/** Falha da chamada em si (rede, exceção): o texto da spec §8 para o trabalho intermitente. */
export const FALHA_CHAMADA = 'Falha na autenticação';
export const FALHA_ARQUIVO = 'Ocorreu uma falha ao baixa o arquivo';
export const FALHA_ARQUIVOS = 'Ocorreu uma falha ao baixa os arquivos';

type Envelope<T> = { data: T | null; message: string | null; error?: string | null };

/** O `data` do envelope; sem ele, o texto do servidor (Error ou message) vira o erro. */
export const dados = <T>(r: Envelope<T>): T => {
  if (r.data === null) throw new ErroApi(400, { Error: r.error, message: r.message });
  return r.data;
};

/** Mensagem para o usuário: a do servidor, ou o texto da spec quando a chamada falhou. */
export const mensagemDe = (erro: unknown, fallback = FALHA_CHAMADA) =>
  erro instanceof ErroApi ? erro.mensagem : fallback;

/** Centavos → 'R$ 1.234,56'. */
export const reais = (centavos: number) =>
  (centavos / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

/** 'AAAA-MM-DDTHH:MM' → 'DD/MM/AAAA HH:MM'. */
export const dataHora = (dh: string) => `${formatarData(dh.slice(0, 10))} ${dh.slice(11, 16)}`;

/** Período de uma convocação: um dia ou 'de a'. */
export const periodo = (inicio: string, fim: string) =>
  inicio === fim ? formatarData(inicio) : `${formatarData(inicio)} a ${formatarData(fim)}`;

export const SITUACAO_CONVOCADO: Record<string, string> = {
  aguardando: 'Aguardando resposta',
  aceita: 'Aceita',
  recusada: 'Recusada',
  'recusa-presumida': 'Recusa presumida',
  interrompida: 'Interrompida',
};

export const COR_SITUACAO: Record<string, string> = {
  aguardando: 'yellow',
  aceita: 'green',
  recusada: 'red',
  'recusa-presumida': 'red',
  interrompida: 'gray',
};
