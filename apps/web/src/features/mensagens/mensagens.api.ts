import {
  type CaixaEntrada,
  caixaEntradaRespostaSchema,
  type DestinatariosOpcoes,
  destinatariosOpcoesRespostaSchema,
  type MensagemAberta,
  type MensagemDetalhe,
  type MensagensFiltro,
  type MensagensPagina,
  mensagemAbertaRespostaSchema,
  mensagemDetalheRespostaSchema,
  mensagensPaginaRespostaSchema,
} from '@jornada/contracts';
import { apiFetch } from '../../lib/http/api-fetch.ts';
import { salvarArquivo } from '../../lib/http/salvar-arquivo.ts';

/** Chamadas do serviço de mensagens (SERVICOS.mensagens). */

const dados = <T>(d: T | null | undefined): T => {
  if (d === null || d === undefined) throw new Error('resposta sem dados');
  return d;
};

export const listEnviadas = async (f: MensagensFiltro): Promise<MensagensPagina> =>
  dados(
    mensagensPaginaRespostaSchema.parse(await apiFetch('mensagens', '/enviadas', { query: f }))
      .data,
  );

export const findEnviada = async (id: number): Promise<MensagemDetalhe> =>
  dados(mensagemDetalheRespostaSchema.parse(await apiFetch('mensagens', `/enviadas/${id}`)).data);

export const listDestinatarios = async (search: string): Promise<DestinatariosOpcoes> =>
  dados(
    destinatariosOpcoesRespostaSchema.parse(
      await apiFetch('mensagens', '/destinatarios', { query: { search: search || undefined } }),
    ).data,
  );

export type NovaMensagem = {
  titulo: string;
  texto: string;
  pessoas: number[];
  departamentos: number[];
  grupos: number[];
  exigirConfirmacao: boolean;
  push: boolean;
  email: boolean;
  anexo: File | null;
};

/** POST /enviadas: multipart (o anexo é opcional; as listas de ids vão como "1,2,3"). */
export const enviarMensagem = async (m: NovaMensagem): Promise<MensagemDetalhe> => {
  const corpo = new FormData();
  corpo.append('titulo', m.titulo);
  corpo.append('texto', m.texto);
  corpo.append('pessoas', m.pessoas.join(','));
  corpo.append('departamentos', m.departamentos.join(','));
  corpo.append('grupos', m.grupos.join(','));
  corpo.append('exigirConfirmacao', String(m.exigirConfirmacao));
  corpo.append('push', String(m.push));
  corpo.append('email', String(m.email));
  if (m.anexo) corpo.append('anexo', m.anexo);
  return dados(
    mensagemDetalheRespostaSchema.parse(
      await apiFetch('mensagens', '/enviadas', { method: 'POST', body: corpo }),
    ).data,
  );
};

export const baixarRelatorio = async (id: number): Promise<void> => {
  const a = await apiFetch('mensagens', `/enviadas/${id}/relatorio`, { resposta: 'arquivo' });
  salvarArquivo(a.blob, a.nome ?? `leitura-mensagem-${id}.csv`);
};

export const baixarAnexo = async (id: number, nome: string | null): Promise<void> => {
  const a = await apiFetch('mensagens', `/anexo/${id}`, { resposta: 'arquivo' });
  salvarArquivo(a.blob, a.nome ?? nome ?? 'anexo');
};

export const listCaixa = async (f: MensagensFiltro): Promise<CaixaEntrada> =>
  dados(caixaEntradaRespostaSchema.parse(await apiFetch('mensagens', '/caixa', { query: f })).data);

export const abrirMensagem = async (id: number): Promise<MensagemAberta> =>
  dados(mensagemAbertaRespostaSchema.parse(await apiFetch('mensagens', `/caixa/${id}`)).data);

export const confirmarLeitura = async (id: number): Promise<MensagemAberta> =>
  dados(
    mensagemAbertaRespostaSchema.parse(
      await apiFetch('mensagens', `/caixa/${id}/confirmar`, { method: 'POST' }),
    ).data,
  );
